import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotImage } from '@/components/lot-image';
import type { AuctionRecord } from '@facet/event-schemas';
import { AuctionEnds } from './auction-ends';
import classes from './lot-card.module.css';

const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function AuctionCard({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation(['lots', 'common']);
  return (
    <Card withBorder padding="sm" className={classes.card} data-testid="auction-card">
      <Card.Section className={classes.media}>
        <LotImage src={auction.avatar} folder="auction" alt={auction.title} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        {/* dir=auto: a Latin title is cut at its right end in Arabic too. */}
        <Text fw={600} lineClamp={2} dir="auto">
          <bdi>{auction.title}</bdi>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {plain(auction.description)}
        </Text>
        <AuctionEnds auction={auction} />
      </Stack>
      <Button mt="sm" fullWidth component={Link} to={`/liveAuction/${auction.id}`}>
        {t('card.enterAuction')}
      </Button>
    </Card>
  );
}
