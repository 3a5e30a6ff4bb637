import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { When } from '@/components/when';
import { useServerNow } from '@/lib/server-clock';
import { lotPhase } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';
import { BidderLabelBadge } from './bidder-label-badge';
import { LotCountdown } from './lot-countdown';
import { MyOfferNote } from './my-offer-note';
import { LotCardFrame } from './lot-card-frame';

/** Sealed lots: 'Offer Ends:', 'Enter Offer', and 'Offer Closed' once the window is over. */
export function OfferCard({ lot, onOpen }: { lot: Lot; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['lots', 'common']);
  const now = useServerNow();
  const phase = lotPhase(lot, now);
  const closed = phase === 'closed' || phase === 'closing';
  return (
    <LotCardFrame
      lot={lot}
      onOpen={onOpen}
      testId="offer-card"
      numberTestId="lot-number"
      action={
        <Button
          mt="sm"
          fullWidth
          variant={closed ? 'default' : 'light'}
          onClick={() => onOpen(lot.id)}
        >
          {closed ? t('common:countdown.offerClosed') : t('card.enterOffer')}
        </Button>
      }
    >
      <Text fw={600} lineClamp={2} dir="auto">
        <bdi>{lot.title}</bdi>
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('card.offerEnds')}
        </Text>{' '}
        <bdi data-testid="card-date">
          <When at={lot.date_closed} />
        </bdi>
      </Text>
      <LotCountdown lot={lot} size="xs" />
      <BidderLabelBadge lot={lot} />
      <MyOfferNote lot={lot} />
    </LotCardFrame>
  );
}
