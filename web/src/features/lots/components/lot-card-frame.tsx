import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LotImage } from '@/components/lot-image';
import type { Lot } from '../model/cached-lot';
import { LotNumber } from './lot-number';
import { WatchButton } from './watch-button';
import classes from './lot-card.module.css';

/**
 * What every lot card shows the same way: the picture (it opens the lot), the lot's number and the
 * watchlist toggle; the card's own lines go below them and its button at the foot.
 */
export function LotCardFrame(p: {
  lot: Lot;
  onOpen: (id: string) => void;
  testId: string;
  numberTestId?: string;
  children: ReactNode;
  action: ReactNode;
}) {
  const { lot } = p;
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      data-testid={p.testId}
      data-lot-id={lot.id}
    >
      <Card.Section className={classes.media} onClick={() => p.onOpen(lot.id)}>
        <LotImage src={lot.avatar} alt={lot.title} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <LotNumber lot={lot} testId={p.numberTestId} />
          <WatchButton lot={lot} />
        </Group>
        {p.children}
      </Stack>
      {p.action}
    </Card>
  );
}
