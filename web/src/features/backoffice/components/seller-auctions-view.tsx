import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { type SellerAuctionRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { DataTable } from '@/components/data-table/data-table';
import {
  column,
  type DataColumn,
  toOrderby,
  dateValue,
} from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { RouteTabs } from '@/components/route-tabs';
import { When } from '@/components/when';
import { useSession } from '@/lib/session';
import { AUCTION_TABS } from '../model/seller-tabs';
import { useChangeAuctionStatus } from '../api/change-auction-status';
import { useSellerAuctions } from '../api/get-seller-auctions';
import { AuctionLotsDrawer } from './auction-lots-drawer';
import { ListingStatusBadge, MarketStatusText } from './listing-badges';
import { StatusMenu } from '@/components/status-menu';
import { tabOf } from '@/lib/list-tabs';

/** /seller/auctions/:action: the caller's auctions; a title opens the auction and its lots. */
export function SellerAuctionsView({ action }: { action: string }) {
  const { t } = useTranslation('backoffice');
  const { t: tf } = useTranslation('auctionform');
  const { t: tr } = useTranslation('replay');
  const isAdmin = useSession().user?.role === 'admin';
  const table = useDataTableState(10, { key: 'date_closed', dir: 'asc' });
  const [opened, setOpened] = useState<string | null>(null);
  const tab = tabOf(AUCTION_TABS, action);
  const query = useSellerAuctions({
    action: tab,
    searchterm: table.searchTerm,
    orderby: toOrderby(table.sort, 'date_closed asc'),
    page: table.page,
    limit: table.limit,
  });
  const change = useChangeAuctionStatus();
  const columns: DataColumn<SellerAuctionRecord>[] = [
    {
      ...column('title', t('auctions.columns.title')),
      cell: (a) => (
        <Anchor component="button" onClick={() => setOpened(a.id)} data-testid="auction-open">
          {a.title}
        </Anchor>
      ),
      value: (a) => a.title,
      sortable: true,
    },
    {
      ...column('date_added', t('auctions.columns.starts')),
      cell: (a) => <When at={a.date_added} />,
      ...dateValue((a) => a.date_added),
      sortable: true,
    },
    {
      ...column('date_closed', t('auctions.columns.ends')),
      cell: (a) => <When at={a.date_closed} />,
      ...dateValue((a) => a.date_closed),
      sortable: true,
    },
    {
      ...column('lot_count', t('auctions.columns.lots')),
      cell: (a) => a.lot_count,
      value: (a) => a.lot_count,
    },
    {
      ...column('status', t('auctions.columns.status')),
      cell: (a) => <ListingStatusBadge status={a.status} />,
      value: (a) => t(`status.${a.status}`),
      sortable: true,
    },
    {
      ...column('countdown', tf('countdown.column')),
      cell: (a) => (
        <Countdown
          variant="backoffice"
          size="xs"
          open={a.status === 'active' && a.market_status === 'open'}
          startsAt={a.date_added}
          endsAt={a.date_closed}
          sealed={false}
        />
      ),
    },
    {
      ...column('market_status', t('auctions.columns.market')),
      cell: (a) => <MarketStatusText status={a.market_status} />,
      value: (a) => t(`market.${a.market_status}`),
    },
    {
      ...column('actions', t('auctions.columns.actions')),
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/post_project/auction_detail/${encodeURIComponent(a.id)}`}
            data-testid={`auction-edit-${a.id}`}
          >
            {tf('links.edit')}
          </Button>
          <StatusMenu
            current={a.status}
            testId={`auction-actions-${a.id}`}
            busy={change.isPending && change.variables?.id === a.id}
            onChange={(status) => change.mutate({ id: a.id, status })}
          />
          {isAdmin && (
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={`/admin/replay/auction/${encodeURIComponent(a.id)}`}
              data-testid={`auction-replay-${a.id}`}
            >
              {tr('action')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('auctions.title')}</Title>
        <Button component={Link} to="/post_project/auction_detail/new" data-testid="auction-new">
          {tf('links.newAuction')}
        </Button>
      </Group>
      <RouteTabs
        value={tab}
        tabs={AUCTION_TABS.map((f) => ({ value: f, label: t(`auctions.tabs.${f}`) }))}
        to={(v) => `/seller/auctions/${v}`}
        onSwitch={table.reset}
      />
      <DataTable
        testId="seller-auctions"
        columns={columns}
        {...queryProps(query)}
        rowKey={(a) => a.id}
        {...stateProps(table)}
        csvFileName={`auctions-${tab}.csv`}
      />
      <AuctionLotsDrawer id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
