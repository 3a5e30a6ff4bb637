import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotImage } from '@/components/lot-image';
import { Sentence } from '@/components/sentence';
import { useServerNow } from '@/lib/server-clock';
import { useSession } from '@/lib/session';
import { takesBids } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';
import { BidModeNote } from './bid-mode-note';
import { BidderLabelBadge } from './bidder-label-badge';
import { LotCountdown } from './lot-countdown';
import { LotPrice } from './lot-price';
import { WatchButton } from './watch-button';
import classes from './lot-card.module.css';

export interface LotCardProps {
  lot: Lot;
  onOpen: (id: string) => void;
}

/** Featured / search card: timer, watchlist toggle, price and label, or 'Login to bid' for visitors. */
export function LotCard({ lot, onOpen }: LotCardProps) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  const now = useServerNow();
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      data-testid="lot-card"
      data-lot-id={lot.id}
    >
      <Card.Section className={classes.media} onClick={() => onOpen(lot.id)}>
        <LotImage src={lot.avatar} alt={lot.title} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            <Sentence
              t={t}
              i18nKey="card.lotNumber"
              values={{ number: lot.auction_lot ?? lot.id }}
            />
          </Text>
          <WatchButton lot={lot} />
        </Group>
        {/* dir=auto: a Latin title is cut at its right end in Arabic too. */}
        <Text
          fw={600}
          lineClamp={2}
          dir="auto"
          className={classes.title}
          onClick={() => onOpen(lot.id)}
        >
          <bdi>{lot.title}</bdi>
        </Text>
        <LotCountdown lot={lot} size="xs" />
        <LotPrice lot={lot} />
        <BidModeNote lot={lot} />
        <BidderLabelBadge lot={lot} />
      </Stack>
      {token || !takesBids(lot, now) ? (
        <Button mt="sm" fullWidth variant="light" onClick={() => onOpen(lot.id)}>
          {t('card.viewLot')}
        </Button>
      ) : (
        <Button mt="sm" fullWidth variant="outline" component={Link} to="/login">
          {t('card.loginToBid')}
        </Button>
      )}
    </Card>
  );
}
