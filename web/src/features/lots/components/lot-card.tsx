import { Text } from '@mantine/core';
import type { Lot } from '../model/cached-lot';
import { LotCardFrame } from './lot-card-frame';
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
    <LotCardFrame
      lot={lot}
      onOpen={onOpen}
      testId="lot-card"
      action={<OpenLotButton lot={lot} onOpen={onOpen} mt="sm" fullWidth />}
    >
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
    </LotCardFrame>
  );
}
