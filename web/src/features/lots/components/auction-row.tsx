import { Button, Card, Stack, Text } from '@mantine/core';
import type { AuctionRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotImage } from '@/components/lot-image';
import { AuctionEnds } from './auction-ends';
import classes from './lot-card.module.css';

/** The list view's auction: one row (image, words, button), as a lot's row is. */
export function AuctionRow({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation(['lots', 'common']);
  return (
    <Card withBorder padding="sm" data-testid="auction-row">
      <div className={classes.row}>
        <LotImage
          src={auction.avatar}
          folder="auction"
          alt={auction.title}
          h={110}
          fit="cover"
          radius="sm"
        />
        <Stack gap={4}>
          <Text fw={600} lineClamp={1}>
            <bdi>{auction.title}</bdi>
          </Text>
          <AuctionEnds auction={auction} />
        </Stack>
        <Button variant="light" component={Link} to={`/liveAuction/${auction.id}`}>
          {t('card.enterAuction')}
        </Button>
      </div>
    </Card>
  );
}
