import { Anchor, Badge } from '@mantine/core';
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
  return (
    <ListScreen
      title={t('transactions.listTitle')}
      query={query}
      pager={pager}
      columns={[
        { header: t('transactions.columns.date'), cell: (r) => <When at={r.created_at} /> },
        {
          header: t('transactions.columns.invoice'),
          cell: (r) => (
            <Anchor component={Link} to={`/invoice/${r.invoice_id}`}>
              #{r.invoice_number}
            </Anchor>
          ),
        },
        {
          header: t('transactions.columns.method'),
          cell: (r) => (
            <>
              {t(`transactions.method.${r.method}`)}{' '}
              {r.sandbox && (
                <Badge size="xs" color="orange" variant="light">
                  {t('transactions.sandbox')}
                </Badge>
              )}
            </>
          ),
        },
        { header: t('transactions.columns.reference'), cell: (r) => shownReference(r) },
        { header: t('transactions.columns.amount'), cell: (r) => <Money dollars={r.amount} /> },
      ]}
      rowKey={(r) => `${r.invoice_id}:${r.id}`}
      testId="transaction-list"
    />
  );
}
