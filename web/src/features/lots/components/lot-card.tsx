import { Card, Group, Stack, Text } from '@mantine/core';
import { LotImage } from '@/components/lot-image';
import type { Lot } from '../model/cached-lot';
import { WatchButton } from './watch-button';
import { LotNumber } from './lot-number';
import { LotStanding } from './lot-standing';
import { OpenLotButton } from './open-lot-button';
import classes from './lot-card.module.css';

export interface LotCardProps {
  lot: Lot;
  onOpen: (id: string) => void;
}

/** Featured / search card: timer, watchlist toggle, price and label, or 'Login to bid' for visitors. */
export function LotCard({ lot, onOpen }: LotCardProps) {
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
          <LotNumber lot={lot} />
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
        <LotStanding lot={lot} />
      </Stack>
      <OpenLotButton lot={lot} onOpen={onOpen} mt="sm" fullWidth />
    </Card>
  );
}
