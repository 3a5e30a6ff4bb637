import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyAppointments, useUpdateAppointment } from '../api/appointments';
import { slotWhen } from '../model/slot-when';

/** The buyer's appointments in their account: when, where, what for; cancel one. */
export function MyAppointments() {
  const { t } = useTranslation('viewings');
  const list = useMyAppointments();
  const update = useUpdateAppointment();
  if (list.isLoading) return <Skeleton h={80} />;
  if (!list.data?.length) return <Text c="dimmed">{t('mine.empty')}</Text>;
  return (
    <Stack data-testid="my-appointments">
      {list.data.map((a) => (
        <Paper key={a.id} withBorder p="sm" data-testid="appointment-row">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={600}>
                {a.location} · <bdi>{slotWhen(a.starts_at)}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {t(`mine.${a.purpose}`)}: <bdi>{a.auction_title ?? a.invoice_id ?? ''}</bdi>
              </Text>
            </Stack>
            {a.status === 'slot-cancelled' ? (
              <Badge color="red">{t('mine.slotCancelled')}</Badge>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={update.isPending}
                onClick={() => update.mutate({ action: 'cancel', slot_id: a.slot_id })}
              >
                {t('mine.cancel')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
