import { Card, Stack, Text } from '@mantine/core';
import { LotImage } from '@/components/lot-image';
import type { Lot } from '../model/cached-lot';
import { LotNumber } from './lot-number';
import { LotStanding } from './lot-standing';
import { OpenLotButton } from './open-lot-button';
import classes from './lot-card.module.css';

/** The same lot drawn as a list row. */
export function LotRow({ lot, onOpen }: { lot: Lot; onOpen: (id: string) => void }) {
  return (
    <Card withBorder padding="sm" data-testid="lot-row" data-lot-id={lot.id}>
      <div className={classes.row}>
        <LotImage src={lot.avatar} alt={lot.title} h={110} fit="cover" radius="sm" />
        <Stack gap={4}>
          <LotNumber lot={lot} />
          <Text fw={600} className={classes.title} onClick={() => onOpen(lot.id)}>
            <bdi>{lot.title}</bdi>
          </Text>
          <LotStanding lot={lot} />
        </Stack>
        <OpenLotButton lot={lot} onOpen={onOpen} />
      </div>
    </Card>
  );
}
