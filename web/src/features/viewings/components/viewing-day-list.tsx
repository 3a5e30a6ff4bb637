import type { ViewingDayEntry } from '@facet/event-schemas';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewingDay, useViewingSlotAction } from '../api/viewing-slots-admin';
import { slotWhen } from '../model/slot-when';
import { Hint } from '@/components/hint';

/** The day's list for the back office: each slot, its seats, and who comes for what. */
export function ViewingDayList({ day }: { day: string }) {
  const { t } = useTranslation('viewings');
  const list = useViewingDay(day);
  if (list.isLoading) return <Skeleton h={120} />;
  if (!list.data?.length) return <Text c="dimmed">{t('admin.noSlots')}</Text>;
  return (
    <Stack data-testid="viewing-day-list">
      {list.data.map((e) => (
        <DaySlot key={e.slot.id} entry={e} />
      ))}
    </Stack>
  );
}

function DaySlot({ entry: { slot, visitors } }: { entry: ViewingDayEntry }) {
  const { t } = useTranslation('viewings');
  const action = useViewingSlotAction();
  const [capacity, setCapacity] = useState<number | string>(slot.capacity);
  const open = slot.status === 'open';
  return (
    <Paper withBorder p="sm" data-testid="day-slot">
      <Group justify="space-between">
        <Text fw={600}>
          {slot.location} · <bdi>{slotWhen(slot.starts_at)}</bdi>
        </Text>
        <Badge color={open ? 'blue' : 'red'}>
          {t('admin.seats', { booked: slot.booked, capacity: slot.capacity })}
        </Badge>
      </Group>
      {visitors.length === 0 ? (
        <Hint>{t('admin.nobody')}</Hint>
      ) : (
        <Table>
          <Table.Tbody>
            {visitors.map((v) => (
              <Table.Tr key={v.buyer_id} data-testid="day-visitor">
                <Table.Td>{v.name}</Table.Td>
                <Table.Td>{v.email}</Table.Td>
                <Table.Td>{t(`mine.${v.purpose}`)}</Table.Td>
                <Table.Td>
                  <bdi>{v.auction_title ?? v.invoice_id ?? ''}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open && (
        <Group mt="xs" align="flex-end">
          <NumberInput
            size="xs"
            w={100}
            min={1}
            value={capacity}
            onChange={setCapacity}
            aria-label={t('admin.capacity')}
          />
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              action.mutate({ action: 'capacity', id: slot.id, capacity: Number(capacity) })
            }
          >
            {t('admin.setCapacity')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            onClick={() => action.mutate({ action: 'cancel', id: slot.id })}
          >
            {t('admin.cancelSlot')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
