import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { RouteTabs } from '@/components/route-tabs';
import { formatDateTime } from '@/lib/format';
import { useDeposits } from '../api/get-deposits';
import { DepositMethod } from './deposit-method';
import { DepositStatusBadge } from './deposit-status-badge';

export const depositActions = ['all', 'held', 'applied', 'released'] as const;

/** /deposits/:action: the buyer's bid deposits, newest first, by where they stand. */
export function DepositListView({ action }: { action: string }) {
  const { t } = useTranslation(['deposits', 'common']);
  const pager = useRecordsPage();
  const query = useDeposits(action, pager.page, pager.limit);
  const records = query.data?.records ?? [];
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <RouteTabs
        value={action}
        tabs={depositActions.map((a) => ({ value: a, label: t(`tabs.${a}`) }))}
        to={(v) => `/deposits/${v}`}
        onSwitch={() => pager.setPage(1)}
      />
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={[
          t('columns.item'),
          t('columns.date'),
          t('columns.amount'),
          t('columns.method'),
          t('columns.status'),
        ]}
        testId="deposit-list"
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
