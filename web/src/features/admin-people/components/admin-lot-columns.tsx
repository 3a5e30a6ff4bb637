import { Anchor, Badge } from '@mantine/core';
import type { AdminLotRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/format';

/** The columns of the admin's lot list; the keys are the api's sort keys. */
export function adminLotColumns(
  t: TFunction<['adminpeople', 'backoffice']>,
  onSeller: (row: AdminLotRecord) => void,
): DataColumn<AdminLotRecord>[] {
  const col = (key: string, label: string) => ({ key, header: label, csvHeader: label });
  return [
    {
      ...col('auction_lot', t('backoffice:lots.columns.lotNumber')),
      cell: (r) => r.auction_lot,
      value: (r) => r.auction_lot,
      sortable: true,
    },
    {
      ...col('title', t('backoffice:lots.columns.title')),
      cell: (r) => r.title,
      value: (r) => r.title,
      sortable: true,
    },
    {
      ...col('seller', t('adminpeople:lots.seller')),
      cell: (r) => (
        <Anchor component="button" onClick={() => onSeller(r)} data-testid="lot-seller">
          {r.seller_name}
        </Anchor>
      ),
      value: (r) => r.seller_name,
    },
    {
      ...col('status', t('backoffice:lots.columns.status')),
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
      ...col('market_status', t('backoffice:lots.columns.market')),
      cell: (r) => t(`backoffice:market.${r.market_status}`),
      value: (r) => t(`backoffice:market.${r.market_status}`),
      sortable: true,
    },
    {
      ...col('wprice', t('backoffice:lots.columns.price')),
      cell: (r) => <Money dollars={r.wprice ?? r.sprice} />,
      value: (r) => r.wprice ?? r.sprice,
      sortable: true,
    },
    {
      ...col('bid_count', t('backoffice:lots.columns.bids')),
      cell: (r) => r.bid_count,
      value: (r) => r.bid_count,
      sortable: true,
    },
    {
      ...col('date_closed', t('backoffice:lots.columns.closes')),
      cell: (r) => formatDateTime(r.date_closed),
      value: (r) => r.date_closed,
      sortable: true,
    },
  ];
}
