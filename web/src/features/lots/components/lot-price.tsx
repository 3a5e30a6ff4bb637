import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { Sentence } from '@/components/sentence';
import { formatCents, formatWeight } from '@/lib/format';
import { useSession } from '@/lib/session';
import { isSealed } from '../model/lot-timing';
import { isPerCarat, lotTotalFromDollars } from '../model/lot-total';
import type { Lot } from '../model/cached-lot';

/**
 * Visitors never see prices (spec 6); sealed offers show no price to anyone. A per-carat price
 * carries '/ct'; `withTotal` adds what the whole lot costs at that price (bid panel).
 */
export function LotPrice({ lot, withTotal = false }: { lot: Lot; withTotal?: boolean }) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  if (!token || isSealed(lot) || lot.wprice == null) return null;
  const label =
    lot.market_status === 'sold'
      ? t('price.sold')
      : lot.bid_count
        ? t('price.current')
        : t('price.starting');
  const shown =
    lot.bid_count || lot.market_status === 'sold' ? lot.wprice : (lot.sprice ?? lot.wprice);
  const total = withTotal ? lotTotalFromDollars(lot, shown) : null;
  return (
    <>
      <Group gap={6} data-testid="lot-price">
        <Text size="sm" c="dimmed">
          {label}:
        </Text>
        <Money fw={700} dollars={shown} perCarat={isPerCarat(lot)} />
        {lot.bid_count ? (
          <Text size="xs" c="dimmed">
            ({t('card.bids', { count: lot.bid_count })})
          </Text>
        ) : null}
      </Group>
      {total !== null && (
        <Text size="sm" data-testid="lot-total">
          <Sentence
            t={t}
            i18nKey="bidPanel.total"
            values={{ weight: formatWeight(lot.weight), total: formatCents(total) }}
          />
        </Text>
      )}
    </>
  );
}
