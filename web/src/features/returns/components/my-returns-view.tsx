import { Anchor } from '@mantine/core';
import type { ReturnFilter } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '@/components/list-screen';
import { Money } from '@/components/money';
import { useRecordsPage } from '@/components/records-page';
import { filterTabs } from '@/components/route-tabs';
import { When } from '@/components/when';
import { useMyReturns } from '../api/get-my-returns';
import { returnInvoiceLabel, returnTabs } from '../model/return-filters';
import { ReturnStatusBadge } from './return-status-badge';

/** /returns/:action: the buyer's return requests, their decision, refund and return invoice. */
export function MyReturnsView({ action }: { action: ReturnFilter }) {
  const { t } = useTranslation('returns');
  const pager = useRecordsPage();
  const query = useMyReturns(action, pager.page, pager.limit);
  return (
    <ListScreen
      title={t('mine.title')}
      tabs={filterTabs(action, returnTabs, (a) => t(`tabs.${a}`), '/returns')}
      query={query}
      pager={pager}
      columns={[
        { header: t('columns.date'), cell: (r) => <When at={r.created_at} /> },
        {
          header: t('columns.invoice'),
          cell: (r) => (
            <Anchor component={Link} to={`/invoice/${r.invoice_id}`}>
              #{r.invoice_number}
            </Anchor>
          ),
        },
        { header: t('columns.items'), cell: (r) => r.items.map((i) => i.title).join(', ') },
        { header: t('columns.status'), cell: (r) => <ReturnStatusBadge status={r.status} /> },
        {
          header: t('columns.refund'),
          cell: (r) => (r.refund_total === null ? '-' : <Money dollars={r.refund_total} />),
        },
        {
          header: t('columns.returnInvoice'),
          cell: (r) =>
            r.return_invoice_number === null ? (
              '-'
            ) : (
              <Anchor component={Link} to={`/returninvoice/${r.id}`}>
                {returnInvoiceLabel(r.return_invoice_number)}
              </Anchor>
            ),
        },
      ]}
      rowKey={(r) => r.id}
      testId="my-returns"
    />
  );
}
