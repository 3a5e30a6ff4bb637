import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { ListScreen } from '@/components/list-screen';
import { useRecordsPage } from '@/components/records-page';
import { filterTabs } from '@/components/route-tabs';
import { When } from '@/components/when';
import { useInvoices } from '../api/get-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

export const invoiceActions = ['all', 'unpaid', 'partial', 'awaiting', 'paid'] as const;

/** /invoices/:action: the buyer's invoices, newest first, by status. */
export function InvoiceListView({ action }: { action: string }) {
  const { t } = useTranslation(['invoices', 'common']);
  const pager = useRecordsPage();
  const query = useInvoices(action, pager.page, pager.limit);
  return (
    <ListScreen
      title={t('title')}
      tabs={filterTabs(action, invoiceActions, (a) => t(`tabs.${a}`), '/invoices')}
      query={query}
      pager={pager}
      columns={[
        {
          header: t('columns.number'),
          cell: (r) => (
            <Anchor component={Link} to={`/invoice/${r.id}`}>
              #{r.number}
            </Anchor>
          ),
        },
        { header: t('columns.date'), cell: (r) => <When at={r.created_at} /> },
        { header: t('columns.item'), cell: (r) => r.title },
        { header: t('columns.total'), cell: (r) => <Money dollars={r.total} /> },
        { header: t('balanceDue'), cell: (r) => <Money dollars={r.balance_due} /> },
        { header: t('columns.status'), cell: (r) => <InvoiceStatusBadge status={r.status} /> },
      ]}
      rowKey={(r) => r.id}
      testId="invoice-list"
    />
  );
}
