import { Anchor, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { RecordsTable } from '@/components/records-table';
import { formatDateTime } from '@/lib/format';
import { useDeposits } from '../api/get-deposits';
import { DepositMethod } from './deposit-method';
import { DepositStatusBadge } from './deposit-status-badge';

const LIMIT = 10;
export const depositActions = ['all', 'held', 'applied', 'released'] as const;

/** /deposits/:action: the buyer's bid deposits, newest first, by where they stand. */
export function DepositListView({ action }: { action: string }) {
  const { t } = useTranslation(['deposits', 'common']);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useDeposits(action, page, LIMIT);
  const records = query.data?.records ?? [];
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <SegmentedControl
        value={action}
        onChange={(v) => {
          setPage(1);
          void navigate(`/deposits/${v}`);
        }}
        data={depositActions.map((a) => ({ value: a, label: t(`tabs.${a}`) }))}
      />
      <RecordsTable
        loading={query.isPending}
        shown={records.length}
        total={query.data?.totalRecords ?? 0}
        headers={[
          t('columns.item'),
          t('columns.date'),
          t('columns.amount'),
          t('columns.method'),
          t('columns.status'),
        ]}
        testId="deposit-list"
        page={page}
        limit={LIMIT}
        onPage={setPage}
      >
        {records.map((r) => (
          <Table.Tr key={r.id} data-testid="deposit-row">
            <Table.Td>
              <Anchor component={Link} to={`/depositinvoice/${r.id}`}>
                {r.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
            <Table.Td>
              <Money dollars={r.amount} />
            </Table.Td>
            <Table.Td>
              <DepositMethod deposit={r} />
            </Table.Td>
            <Table.Td>
              <DepositStatusBadge status={r.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
    </Stack>
  );
}
