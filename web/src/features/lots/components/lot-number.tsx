import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import type { Lot } from '../model/cached-lot';

/** 'Lot 7' on a lot's card or row: its number in the auction, else its id. */
export function LotNumber({ lot, testId }: { lot: Lot; testId?: string }) {
  const { t } = useTranslation(['lots', 'common']);
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      <Sentence t={t} i18nKey="card.lotNumber" values={{ number: lot.auction_lot ?? lot.id }} />
    </Text>
  );
}
