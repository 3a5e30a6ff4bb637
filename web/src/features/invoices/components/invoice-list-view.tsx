import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { ListScreen } from '@/components/list-screen';
import { useRecordsPage } from '@/components/records-page';
import { When } from '@/components/when';
import { useInvoices } from '../api/get-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

export const invoiceActions = ['all', 'unpaid', 'partial', 'awaiting', 'paid'] as const;

/** /invoices/:action: the buyer's invoices, newest first, by status. */
export function InvoiceListView({ action }: { action: string }) {
  const { t } = useTranslation(['invoices', 'common']);
  const pager = useRecordsPage();
  const query = useInvoices(action, pager.page, pager.limit);
  const records = query.data?.records ?? [];
  return (
    <ListScreen
      title={t('title')}
      tabs={{
        value: action,
        tabs: invoiceActions.map((a) => ({ value: a, label: t(`tabs.${a}`) })),
        to: (v) => `/invoices/${v}`,
      }}
      query={query}
      pager={pager}
      headers={[
        t('columns.number'),
        t('columns.date'),
        t('columns.item'),
        t('columns.total'),
        t('balanceDue'),
        t('columns.status'),
      ]}
      testId="invoice-list"
    >
      {records.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>
            <Anchor component={Link} to={`/invoice/${r.id}`}>
              #{r.number}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <When at={r.created_at} />
          </Table.Td>
          <Table.Td>{r.title}</Table.Td>
          <Table.Td>
            <Money dollars={r.total} />
          </Table.Td>
          <Table.Td>
            <Money dollars={r.balance_due} />
          </Table.Td>
          <Table.Td>
            <InvoiceStatusBadge status={r.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListScreen>
  );
}
