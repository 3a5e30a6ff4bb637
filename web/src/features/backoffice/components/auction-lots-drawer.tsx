import { Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { toOrderby } from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { When } from '@/components/when';
import { useAuctionLots, useSellerAuction } from '../api/get-seller-auctions';
import { lotColumns } from './lot-columns';

/** One auction (`getSingleAuction`) and its lots (`seller/auction/lots`), over the auction list. */
export function AuctionLotsDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const auction = useSellerAuction(id);
  const table = useDataTableState(10, { key: 'auction_lot', dir: 'asc' });
  const lots = useAuctionLots(id, {
    action: 'all',
    searchterm: table.searchTerm,
    orderby: toOrderby(table.sort, 'auction_lot asc'),
    page: table.page,
    limit: table.limit,
  });
  const title = auction.data?.title ?? '';
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('auctions.lotsOf', { title })}
    >
      <Stack data-testid="auction-lots">
        {auction.data && (
          <Text c="dimmed" size="sm">
            <When at={auction.data.date_added} /> – <When at={auction.data.date_closed} />
          </Text>
        )}
        <DataTable
          testId="auction-lots-table"
          columns={lotColumns(t)}
          {...queryProps(lots)}
          rowKey={(r) => r.id}
          {...stateProps(table)}
          csvFileName={`auction-${id ?? ''}-lots.csv`}
        />
      </Stack>
    </Drawer>
  );
}
