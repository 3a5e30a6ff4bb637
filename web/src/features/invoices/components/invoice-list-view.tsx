import { Anchor, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { RecordsTable } from '@/components/records-table';
import { formatDateTime } from '@/lib/format';
import { useInvoices } from '../api/get-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

const LIMIT = 10;
export const invoiceActions = ['all', 'unpaid', 'partial', 'paid'] as const;

/** /invoices/:action: the buyer's invoices, newest first, by status. */
export function InvoiceListView({ action }: { action: string }) {
  const { t } = useTranslation(['invoices', 'common']);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useInvoices(action, page, LIMIT);
  const records = query.data?.records ?? [];
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <SegmentedControl
        value={action}
        onChange={(v) => {
          setPage(1);
          void navigate(`/invoices/${v}`);
        }}
        data={invoiceActions.map((a) => ({ value: a, label: t(`tabs.${a}`) }))}
      />
      <RecordsTable
        loading={query.isPending}
        shown={records.length}
        total={query.data?.totalRecords ?? 0}
        headers={[
          t('columns.number'),
          t('columns.date'),
          t('columns.item'),
          t('columns.total'),
          t('balanceDue'),
          t('columns.status'),
        ]}
        testId="invoice-list"
        page={page}
        limit={LIMIT}
        onPage={setPage}
      >
        {records.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component={Link} to={`/invoice/${r.id}`}>
                #{r.number}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
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
      </RecordsTable>
    </Stack>
  );
}
