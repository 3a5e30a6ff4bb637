import type { SellerLotRecord } from '@facet/event-schemas';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { showAlert } from '@/lib/alerts';
import { localPage } from '@/components/data-table/data-table.model';
import {
  type DataTableState,
  selectionProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { useAddToAuction, useAssociableLots, useAuctionLots } from '../api/auction-api';
import { auctionLotColumns } from './auction-lot-columns';

const page = (
  columns: ReturnType<typeof auctionLotColumns>,
  rows: readonly SellerLotRecord[],
  s: DataTableState,
) => localPage(columns, rows, { search: s.searchTerm, sort: s.sort, page: s.page, limit: s.limit });

/**
 * The auction's lots (`seller/auction/lots`) and the seller's lots it may still take
 * (`getAllProjectsAssociated` without those): tick them and 'Add to auction' (`addtoAuction`).
 */
export function AuctionLotsSection({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('auctionform');
  const inAuction = useAuctionLots(auctionId);
  const associable = useAssociableLots(auctionId);
  const add = useAddToAuction();
  const columns = auctionLotColumns(t);
  // Both tables list lots the same way: same columns, a row per lot id.
  const lotTable = { columns, rowKey: (r: SellerLotRecord) => r.id };
  const taken = new Set((inAuction.data?.records ?? []).map((r) => r.id));
  const free = (associable.data ?? []).filter((r) => !taken.has(r.id));
  const inTable = useDataTableState(10, { key: 'auction_lot', dir: 'asc' });
  const freeTable = useDataTableState(10, { key: 'auction_lot', dir: 'asc' });
  const shown = page(columns, inAuction.data?.records ?? [], inTable);
  const offered = page(columns, free, freeTable);
  const attach = (ids: string[]) =>
    add.mutate(
      { auctionid: auctionId, project_id: ids },
      {
        onSuccess: () => {
          freeTable.reset();
          showAlert(t('lots.added', { n: ids.length }), 'success');
        },
      },
    );
  return (
    <Stack data-testid="auction-form-lots">
      <Title order={2}>{t('lots.title')}</Title>
      <DataTable
        testId="auction-form-lots-in"
        {...lotTable}
        {...shown}
        loading={inAuction.isPending}
        {...stateProps(inTable)}
      />
      <Title order={3}>{t('lots.available')}</Title>
      <DataTable
        testId="auction-form-lots-free"
        {...lotTable}
        {...offered}
        loading={associable.isPending}
        {...stateProps(freeTable)}
        {...selectionProps(freeTable)}
        bulkActions={(ids) => (
          <Button
            size="compact-sm"
            loading={add.isPending}
            disabled={ids.length === 0}
            data-testid="add-to-auction"
            onClick={() => attach(ids)}
          >
            {t('lots.add')}
          </Button>
        )}
      />
    </Stack>
  );
}
