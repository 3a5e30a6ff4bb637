import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { ListScreen } from '@/components/list-screen';
import { useRecordsPage } from '@/components/records-page';
import { When } from '@/components/when';
import { shownReference } from '../model/payment-reference';
import { useTransactions } from '../api/get-transactions';

/** /transactions: the buyer's payments across their invoices, newest first. */
export function TransactionsView() {
  const { t } = useTranslation(['invoices', 'common']);
  const pager = useRecordsPage();
  const query = useTransactions(pager.page, pager.limit);
  const records = query.data?.records ?? [];
  return (
    <ListScreen
      title={t('transactions.listTitle')}
      query={query}
      pager={pager}
      headers={[
        t('transactions.columns.date'),
        t('transactions.columns.invoice'),
        t('transactions.columns.method'),
        t('transactions.columns.reference'),
        t('transactions.columns.amount'),
      ]}
      testId="transaction-list"
    >
      {records.map((r) => (
        <Table.Tr key={`${r.invoice_id}:${r.id}`}>
          <Table.Td>
            <When at={r.created_at} />
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/invoice/${r.invoice_id}`}>
              #{r.invoice_number}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {t(`transactions.method.${r.method}`)}{' '}
            {r.sandbox && (
              <Badge size="xs" color="orange" variant="light">
                {t('transactions.sandbox')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{shownReference(r)}</Table.Td>
          <Table.Td>
            <Money dollars={r.amount} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListScreen>
  );
}
