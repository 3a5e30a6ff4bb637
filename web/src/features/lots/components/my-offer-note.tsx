import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { formatLotMoney } from '@/lib/format';
import type { Lot } from '../model/cached-lot';

/** The buyer's own sealed offer: the server sends `my_offer` to its bidder only. */
export function MyOfferNote({ lot }: { lot: Lot }) {
  const { t } = useTranslation('lots');
  if (lot.my_offer === undefined || lot.my_offer === null) return null;
  // A sentence, not t(): the wording isolates the amount in <bdi>, which t() would show as text.
  return (
    <Text size="sm" data-testid="my-offer">
      <Sentence
        t={t}
        i18nKey="bidPanel.yourOffer"
        values={{ amount: formatLotMoney(lot.my_offer, lot.pricing) }}
      />
    </Text>
  );
}
