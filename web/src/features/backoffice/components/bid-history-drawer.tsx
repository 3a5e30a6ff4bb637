import { Badge, Drawer, Stack } from '@mantine/core';
import { column, moneyValue } from '@/components/data-table/data-table.model';
import { dateColumn } from '@/components/data-table/columns';
import type { SellerBidHistoryRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/data-table.model';
import {
  useDataTableState,
  pagedProps,
  queryProps,
} from '@/components/data-table/use-data-table-state';
import { Money } from '@/components/money';
import { useSellerBidHistory } from '../api/get-seller-bid-history';
import { useBidHistoryLive } from '../realtime/use-bid-history-live';
import { SellerTimedBids } from './seller-timed-bids';
import { Hint } from '@/components/hint';

/** 'Bid history' of one of the seller's lots: every bidder in full, retracted bids flagged, live. */
export function BidHistoryDrawer(p: {
  lot: { id: string; title: string; pricing: 'per_carat' | 'per_item' } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const table = useDataTableState(10);
  const id = p.lot?.id ?? null;
  const history = useSellerBidHistory(id, table.page, table.limit);
  useBidHistoryLive(id);
  const columns: DataColumn<SellerBidHistoryRecord>[] = [
    {
      ...column('bid_number', t('bidHistory.columns.number')),
      cell: (r) => r.bid_number,
      value: (r) => r.bid_number,
    },
    {
      ...column('bidder', t('bidHistory.columns.bidder')),
      cell: (r) => `${r.first_name} ${r.last_name}`.trim(),
      value: (r) => `${r.first_name} ${r.last_name}`.trim(),
    },
    {
      ...column('amount', t('bidHistory.columns.amount')),
      cell: (r) => (
        <Money
          dollars={r.proposed_amount}
          perCarat={p.lot?.pricing === 'per_carat'}
          td={r.retracted ? 'line-through' : undefined}
        />
      ),
      ...moneyValue(
        (r) => r.proposed_amount,
        () => p.lot?.pricing === 'per_carat',
      ),
    },
    {
      ...column('kind', t('bidHistory.columns.kind')),
      cell: (r) => t(`bidHistory.kinds.${r.kind}`),
      value: (r) => t(`bidHistory.kinds.${r.kind}`),
    },
    dateColumn('created_at', t('bidHistory.columns.date'), (r) => r.created_at),
    {
      ...column('retracted', t('bidHistory.columns.retracted')),
      cell: (r) =>
        r.retracted ? (
          <Badge color="red" variant="light" tt="none" data-testid="bid-retracted">
            {t('bidHistory.retracted')}
          </Badge>
        ) : null,
      value: (r) => (r.retracted ? t('bidHistory.retracted') : t('bidHistory.standing')),
    },
  ];
  return (
    <Drawer
      opened={p.lot !== null}
      onClose={p.onClose}
      position="right"
      size="xl"
      title={p.lot ? t('bidHistory.title', { title: p.lot.title }) : ''}
    >
      <Stack data-testid="bid-history">
        <Hint>{t('bidHistory.live')}</Hint>
        <DataTable
          testId="bid-history-table"
          columns={columns}
          {...queryProps(history)}
          loading={history.isPending && id !== null}
          rowKey={(r) => r.id}
          {...pagedProps(table)}
          csvFileName={`bid-history-${id ?? ''}.csv`}
        />
        <SellerTimedBids lotId={id} perCarat={p.lot?.pricing === 'per_carat'} />
      </Stack>
    </Drawer>
  );
}
