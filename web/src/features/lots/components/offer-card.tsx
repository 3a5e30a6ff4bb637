import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LotImage } from '@/components/lot-image';
import { When } from '@/components/when';
import { useServerNow } from '@/lib/server-clock';
import { lotPhase } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';
import { BidderLabelBadge } from './bidder-label-badge';
import { LotCountdown } from './lot-countdown';
import { MyOfferNote } from './my-offer-note';
import { WatchButton } from './watch-button';
import { LotNumber } from './lot-number';
import classes from './lot-card.module.css';

/** Sealed lots: 'Offer Ends:', 'Enter Offer', and 'Offer Closed' once the window is over. */
export function OfferCard({ lot, onOpen }: { lot: Lot; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['lots', 'common']);
  const now = useServerNow();
  const phase = lotPhase(lot, now);
  const closed = phase === 'closed' || phase === 'closing';
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      data-testid="offer-card"
      data-lot-id={lot.id}
    >
      <Card.Section className={classes.media} onClick={() => onOpen(lot.id)}>
        <LotImage src={lot.avatar} alt={lot.title} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <LotNumber lot={lot} testId="lot-number" />
          <WatchButton lot={lot} />
        </Group>
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
      </Stack>
      <Button
        mt="sm"
        fullWidth
        variant={closed ? 'default' : 'light'}
        onClick={() => onOpen(lot.id)}
      >
        {closed ? t('common:countdown.offerClosed') : t('card.enterOffer')}
      </Button>
    </Card>
  );
}
