import { Anchor, Table } from '@mantine/core';
import type { ReturnFilter } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '@/components/list-screen';
import { Money } from '@/components/money';
import { useRecordsPage } from '@/components/records-page';
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
      tabs={{
        value: action,
        tabs: returnTabs.map((a) => ({ value: a, label: t(`tabs.${a}`) })),
        to: (v) => `/returns/${v}`,
      }}
      query={query}
      pager={pager}
      headers={[
        t('columns.date'),
        t('columns.invoice'),
        t('columns.items'),
        t('columns.status'),
        t('columns.refund'),
        t('columns.returnInvoice'),
      ]}
      testId="my-returns"
    >
      {(query.data?.records ?? []).map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>
            <When at={r.created_at} />
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/invoice/${r.invoice_id}`}>
              #{r.invoice_number}
            </Anchor>
          </Table.Td>
          <Table.Td>{r.items.map((i) => i.title).join(', ')}</Table.Td>
          <Table.Td>
            <ReturnStatusBadge status={r.status} />
          </Table.Td>
          <Table.Td>{r.refund_total === null ? '-' : <Money dollars={r.refund_total} />}</Table.Td>
          <Table.Td>
            {r.return_invoice_number === null ? (
              '-'
            ) : (
              <Anchor component={Link} to={`/returninvoice/${r.id}`}>
                {returnInvoiceLabel(r.return_invoice_number)}
              </Anchor>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListScreen>
  );
}
