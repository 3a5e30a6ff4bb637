import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import type { Lot } from '../model/cached-lot';

/** The buyer's own sealed offer: the server sends `my_offer` to its bidder only. */
export function MyOfferNote({ lot }: { lot: Lot }) {
  const { t } = useTranslation('lots');
  if (lot.my_offer === undefined || lot.my_offer === null) return null;
  return (
    <Text size="sm" data-testid="my-offer">
      {t('bidPanel.yourOffer', { amount: '' })}
      <Money dollars={lot.my_offer} fw={600} />
    </Text>
  );
}
