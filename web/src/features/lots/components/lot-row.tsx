import { Button, Card, Stack, Text } from '@mantine/core';
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
import classes from './lot-card.module.css';

/** The same lot drawn as a list row. */
export function LotRow({ lot, onOpen }: { lot: Lot; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  const now = useServerNow();
  return (
    <Card withBorder padding="sm" data-testid="lot-row" data-lot-id={lot.id}>
      <div className={classes.row}>
        <LotImage src={lot.avatar} alt={lot.title} h={110} fit="cover" radius="sm" />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            <Sentence
              t={t}
              i18nKey="card.lotNumber"
              values={{ number: lot.auction_lot ?? lot.id }}
            />
          </Text>
          <Text fw={600} className={classes.title} onClick={() => onOpen(lot.id)}>
            <bdi>{lot.title}</bdi>
          </Text>
          <LotCountdown lot={lot} size="xs" />
          <LotPrice lot={lot} />
          <BidModeNote lot={lot} />
          <BidderLabelBadge lot={lot} />
        </Stack>
        {token || !takesBids(lot, now) ? (
          <Button variant="light" onClick={() => onOpen(lot.id)}>
            {t('card.viewLot')}
          </Button>
        ) : (
          <Button variant="outline" component={Link} to="/login">
            {t('card.loginToBid')}
          </Button>
        )}
      </div>
    </Card>
  );
}
