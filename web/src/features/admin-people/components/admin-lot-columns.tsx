import { Anchor, Badge } from '@mantine/core';
import type { AdminLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { column, type DataColumn, valueColumn } from '@/components/data-table/data-table.model';
import { dateColumn, moneyColumn } from '@/components/data-table/columns';

/** The columns of the admin's lot list; the keys are the api's sort keys. */
export function adminLotColumns(
  t: TFunction<['adminpeople', 'backoffice']>,
  onSeller: (row: AdminLotRecord) => void,
): DataColumn<AdminLotRecord>[] {
  return [
    valueColumn('auction_lot', t('backoffice:lots.columns.lotNumber'), (r) => r.auction_lot),
    valueColumn('title', t('backoffice:lots.columns.title'), (r) => r.title),
    {
      ...column('seller', t('adminpeople:lots.seller')),
      cell: (r) => (
        <Anchor component="button" onClick={() => onSeller(r)} data-testid="lot-seller">
          {r.seller_name}
        </Anchor>
      ),
      value: (r) => r.seller_name,
    },
    {
      ...column('status', t('backoffice:lots.columns.status')),
      cell: (r) => (
        <Badge
          tt="none"
          miw="max-content"
          variant="light"
          color={r.status === 'active' ? 'green' : 'gray'}
        >
          {t(`backoffice:status.${r.status}`)}
        </Badge>
      ),
      value: (r) => t(`backoffice:status.${r.status}`),
      sortable: true,
    },
    {
      ...column('market_status', t('backoffice:lots.columns.market')),
      cell: (r) => t(`backoffice:market.${r.market_status}`),
      value: (r) => t(`backoffice:market.${r.market_status}`),
      sortable: true,
    },
    {
      ...moneyColumn(
        'wprice',
        t('backoffice:lots.columns.price'),
        (r) => r.wprice ?? r.sprice,
        (r) => r.pricing === 'per_carat',
      ),
      sortable: true,
    },
    valueColumn('bid_count', t('backoffice:lots.columns.bids'), (r) => r.bid_count),
    {
      ...dateColumn('date_closed', t('backoffice:lots.columns.closes'), (r) => r.date_closed),
      sortable: true,
    },
  ];
}
