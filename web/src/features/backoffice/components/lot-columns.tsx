import type { SellerLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import {
  column,
  type DataColumn,
  valueColumn,
  moneyValue,
} from '@/components/data-table/data-table.model';
import { dateColumn, moneyColumn } from '@/components/data-table/columns';
import { Money } from '@/components/money';
import { ListingStatusBadge, MarketStatusText } from './listing-badges';

/** The columns of every seller lot list; the keys are the api's sort keys. */
export function lotColumns(t: TFunction<'backoffice'>): DataColumn<SellerLotRecord>[] {
  return [
    valueColumn('auction_lot', t('lots.columns.lotNumber'), (r) => r.auction_lot),
    valueColumn('title', t('lots.columns.title'), (r) => r.title),
    {
      ...column('auctiontype', t('lots.columns.type')),
      cell: (r) => t(`type.${r.auctiontype}`),
      value: (r) => t(`type.${r.auctiontype}`),
    },
    {
      ...column('status', t('lots.columns.status')),
      cell: (r) => <ListingStatusBadge status={r.status} />,
      value: (r) => t(`status.${r.status}`),
      sortable: true,
    },
    {
      ...column('market_status', t('lots.columns.market')),
      cell: (r) => <MarketStatusText status={r.market_status} />,
      value: (r) => t(`market.${r.market_status}`),
      sortable: true,
    },
    {
      ...moneyColumn(
        'wprice',
        t('lots.columns.price'),
        (r) => r.wprice ?? r.sprice,
        (r) => r.pricing === 'per_carat',
      ),
      sortable: true,
    },
    {
      ...column('rprice', t('lots.columns.reserve')),
      cell: (r) =>
        r.rprice === null ? '—' : <Money dollars={r.rprice} perCarat={r.pricing === 'per_carat'} />,
      ...moneyValue(
        (r) => r.rprice,
        (r) => r.pricing === 'per_carat',
      ),
    },
    valueColumn('bid_count', t('lots.columns.bids'), (r) => r.bid_count),
    {
      ...dateColumn('date_closed', t('lots.columns.closes'), (r) => r.date_closed),
      sortable: true,
    },
  ];
}
