import type { SellerLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { formatDateTime } from '@/lib/format';

/** The columns of the form's two lot lists (a list held whole in the browser). */
export function auctionLotColumns(t: TFunction<'auctionform'>): DataColumn<SellerLotRecord>[] {
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
      cell: (r) => t(`types.${r.auctiontype}`),
      value: (r) => t(`types.${r.auctiontype}`),
    },
    {
      ...col('date_closed', t('lots.columns.ends')),
      cell: (r) => formatDateTime(r.date_closed),
      value: (r) => r.date_closed,
      sortable: true,
    },
  ];
}
