import type { SellerLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/format';
import { ListingStatusBadge, MarketStatusText } from './listing-badges';

/** The columns of every seller lot list; the keys are the api's sort keys. */
export function lotColumns(t: TFunction<'backoffice'>): DataColumn<SellerLotRecord>[] {
  const col = (key: string, label: string) => ({ key, header: label, csvHeader: label });
  return [
    {
      ...col('auction_lot', t('lots.columns.lotNumber')),
      cell: (r) => r.auction_lot,
      value: (r) => r.auction_lot,
      sortable: true,
    },
    {
      ...col('title', t('lots.columns.title')),
      cell: (r) => r.title,
      value: (r) => r.title,
      sortable: true,
    },
    {
      ...col('auctiontype', t('lots.columns.type')),
      cell: (r) => t(`type.${r.auctiontype}`),
      value: (r) => t(`type.${r.auctiontype}`),
    },
    {
      ...col('status', t('lots.columns.status')),
      cell: (r) => <ListingStatusBadge status={r.status} />,
      value: (r) => t(`status.${r.status}`),
      sortable: true,
    },
    {
      ...col('market_status', t('lots.columns.market')),
      cell: (r) => <MarketStatusText status={r.market_status} />,
      value: (r) => t(`market.${r.market_status}`),
      sortable: true,
    },
    {
      ...col('wprice', t('lots.columns.price')),
      cell: (r) => <Money dollars={r.wprice ?? r.sprice} />,
      value: (r) => r.wprice ?? r.sprice,
      sortable: true,
    },
    {
      ...col('rprice', t('lots.columns.reserve')),
      cell: (r) => (r.rprice === null ? '—' : <Money dollars={r.rprice} />),
      value: (r) => r.rprice,
    },
    {
      ...col('bid_count', t('lots.columns.bids')),
      cell: (r) => r.bid_count,
      value: (r) => r.bid_count,
      sortable: true,
    },
    {
      ...col('date_closed', t('lots.columns.closes')),
      cell: (r) => formatDateTime(r.date_closed),
      value: (r) => r.date_closed,
      sortable: true,
    },
  ];
}
