import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { ListScreen } from '@/components/list-screen';
import { useRecordsPage } from '@/components/records-page';
import { When } from '@/components/when';
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
    <ListScreen
      title={t('title')}
      tabs={{
        value: action,
        tabs: depositActions.map((a) => ({ value: a, label: t(`tabs.${a}`) })),
        to: (v) => `/deposits/${v}`,
      }}
      query={query}
      pager={pager}
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
          <Table.Td>
            <When at={r.created_at} />
          </Table.Td>
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
    </ListScreen>
  );
}
