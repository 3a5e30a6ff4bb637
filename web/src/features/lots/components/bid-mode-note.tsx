import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';
import { useBidMode } from '../api/bid-mode';
import { takesBids } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';

/** On a card: whether a bid on this lot is a proxy maximum or a fixed bid (the panel's own words). */
export function BidModeNote({ lot }: { lot: Lot }) {
  const { t } = useTranslation('lots');
  const now = useServerNow();
  const { mode, known } = useBidMode(lot);
  if (!known || lot.auction !== 1 || (mode !== 'proxy' && mode !== 'hard') || !takesBids(lot, now))
    return null;
  return (
    <Text size="xs" c="dimmed" data-testid="bid-mode" data-mode={mode}>
      {t(mode === 'proxy' ? 'card.proxyMode' : 'card.hardMode')}
    </Text>
  );
}
