import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { useSession } from '@/lib/session';
import { isSealed } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';

/** Visitors never see prices (spec 6); sealed offers show no price to anyone. */
export function LotPrice({ lot }: { lot: Lot }) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  if (!token || isSealed(lot) || lot.wprice == null) return null;
  const label =
    lot.market_status === 'sold'
      ? t('price.sold')
      : lot.bid_count
        ? t('price.current')
        : t('price.starting');
  return (
    <Group gap={6} data-testid="lot-price">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Money
        fw={700}
        dollars={
          lot.bid_count || lot.market_status === 'sold' ? lot.wprice : (lot.sprice ?? lot.wprice)
        }
      />
      {lot.bid_count ? (
        <Text size="xs" c="dimmed">
          ({t('card.bids', { count: lot.bid_count })})
        </Text>
      ) : null}
    </Group>
  );
}
