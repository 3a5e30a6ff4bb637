import { Anchor, Stack, Title } from '@mantine/core';
import type { SellerInvoiceSummary } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn, dateValue } from '@/components/data-table/data-table.model';
import { moneyColumn } from '@/components/data-table/columns';
import {
  useDataTableState,
  pagedProps,
  queryProps,
} from '@/components/data-table/use-data-table-state';
import { When } from '@/components/when';
import { useBuyerInvoices } from '../api/get-buyer-invoices';
import { Hint } from '@/components/hint';

/** /seller/invoices: the invoices of the seller's lots; each opens to act for its buyer. */
export function BuyerInvoicesView() {
  const { t } = useTranslation('sellerbuyers');
  const table = useDataTableState(10);
  const invoices = useBuyerInvoices(table.page, table.limit);
  const columns: DataColumn<SellerInvoiceSummary>[] = [
    {
      ...column('number', t('list.columns.number')),
      cell: (r) => (
        <Anchor component={Link} to={`/seller/invoices/${r.id}`} data-testid="open-buyer-invoice">
          #{r.number}
        </Anchor>
      ),
      value: (r) => r.number,
    },
    { ...column('title', t('list.columns.title')), cell: (r) => r.title, value: (r) => r.title },
    moneyColumn('total', t('list.columns.total'), (r) => r.total),
    moneyColumn('due', t('list.columns.due'), (r) => r.balance_due),
    {
      ...column('status', t('list.columns.status')),
      cell: (r) => r.status,
      value: (r) => r.status,
    },
    {
      ...column('date', t('list.columns.date')),
      cell: (r) => <When at={r.created_at} dateOnly />,
      ...dateValue((r) => r.created_at),
    },
  ];
  return (
    <Stack>
      <Title order={1}>{t('list.title')}</Title>
      <Hint>{t('list.hint')}</Hint>
      <DataTable
        testId="buyer-invoices"
        columns={columns}
        {...queryProps(invoices)}
        rowKey={(r) => r.id}
        {...pagedProps(table)}
      />
    </Stack>
  );
}
