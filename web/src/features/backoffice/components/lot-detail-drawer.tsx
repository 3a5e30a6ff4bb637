import { Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { formatDateTime, formatWeight } from '@/lib/format';
import { useSellerLot } from '../api/get-seller-lot';
import { ListingStatusBadge, MarketStatusText } from './listing-badges';

/** One lot as its seller sees it (`getSingleProject`): prices with the reserve, its window. */
export function LotDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const lot = useSellerLot(id);
  const r = lot.data?.record;
  const ct = r?.pricing === 'per_carat';
  const rows: [string, ReactNode][] = r
    ? [
        [t('lots.columns.lotNumber'), r.auction_lot],
        [t('lots.columns.type'), t(`type.${r.auctiontype}`)],
        [t('lots.detail.weight'), formatWeight(r.weight)],
        [t('lots.detail.startPrice'), <Money key="s" dollars={r.sprice} perCarat={ct} />],
        [t('lots.columns.price'), <Money key="w" dollars={r.wprice ?? r.sprice} perCarat={ct} />],
        [
          t('lots.columns.reserve'),
          r.rprice === null ? '—' : <Money key="r" dollars={r.rprice} perCarat={ct} />,
        ],
        [t('lots.columns.bids'), r.bid_count],
        [t('lots.detail.starts'), formatDateTime(r.date_added)],
        [t('lots.columns.closes'), formatDateTime(r.date_closed)],
      ]
    : [];
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title={r?.title}>
      {!r ? (
        <Skeleton h={240} />
      ) : (
        <Stack data-testid="lot-detail">
          <Group>
            <ListingStatusBadge status={r.status} />
            <Text size="sm" c="dimmed">
              <MarketStatusText status={r.market_status} />
            </Text>
          </Group>
          <Table>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
