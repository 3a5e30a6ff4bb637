import type { ViewingSlotRecord } from '@facet/event-schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { slotWhen } from '../model/slot-when';

/** One free slot: room, time, length, seats left, and the book button. */
export function SlotRow(props: {
  slot: ViewingSlotRecord;
  canBook: boolean;
  booking: boolean;
  onBook: () => void;
}) {
  const { t } = useTranslation('viewings');
  const { slot } = props;
  return (
    <Paper withBorder p="sm" data-testid="viewing-slot">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{slot.location}</Text>
          <Text size="sm">
            <bdi>{slotWhen(slot.starts_at)}</bdi> · {t('minutes', { minutes: slot.minutes })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light">{t('seatsLeft', { count: slot.seats_left })}</Badge>
          <Button
            size="xs"
            disabled={!props.canBook}
            loading={props.booking}
            onClick={props.onBook}
          >
            {t('book')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
