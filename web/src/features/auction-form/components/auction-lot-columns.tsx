import type { SellerLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { column, type DataColumn, valueColumn } from '@/components/data-table/data-table.model';
import { dateColumn } from '@/components/data-table/columns';

/** The columns of the form's two lot lists (a list held whole in the browser). */
export function auctionLotColumns(t: TFunction<'auctionform'>): DataColumn<SellerLotRecord>[] {
  return [
    valueColumn('auction_lot', t('lots.columns.lotNumber'), (r) => r.auction_lot),
    valueColumn('title', t('lots.columns.title'), (r) => r.title),
    {
      ...column('auctiontype', t('lots.columns.type')),
      cell: (r) => t(`types.${r.auctiontype}`),
      value: (r) => t(`types.${r.auctiontype}`),
    },
    { ...dateColumn('date_closed', t('lots.columns.ends'), (r) => r.date_closed), sortable: true },
  ];
}
