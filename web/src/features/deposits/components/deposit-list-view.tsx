import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { ListScreen } from '@/components/list-screen';
import { useRecordsPage } from '@/components/records-page';
import { filterTabs } from '@/components/route-tabs';
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
  return (
    <ListScreen
      title={t('title')}
      tabs={filterTabs(action, depositActions, (a) => t(`tabs.${a}`), '/deposits')}
      query={query}
      pager={pager}
      columns={[
        {
          header: t('columns.item'),
          cell: (r) => (
            <Anchor component={Link} to={`/depositinvoice/${r.id}`}>
              {r.title}
            </Anchor>
          ),
        },
        { header: t('columns.date'), cell: (r) => <When at={r.created_at} /> },
        { header: t('columns.amount'), cell: (r) => <Money dollars={r.amount} /> },
        { header: t('columns.method'), cell: (r) => <DepositMethod deposit={r} /> },
        { header: t('columns.status'), cell: (r) => <DepositStatusBadge status={r.status} /> },
      ]}
      rowKey={(r) => r.id}
      testId="deposit-list"
      rowTestId="deposit-row"
    />
  );
}
