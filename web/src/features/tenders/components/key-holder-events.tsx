import { Alert, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { KeyHolderTenderEvent } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { useMyTenderEvents } from '../api/my-tender-events';

const stateColor: Record<KeyHolderTenderEvent['state'], string> = {
  waiting_for_shares: 'gray',
  shares_presented: 'blue',
  opened: 'teal',
};

/**
 * Issue 30: /tenders, the tender events whose key shares the signed-in user holds: each event,
 * its lot count and close, and where it stands (waiting for shares, k of t presented, opened).
 */
export function KeyHolderEvents() {
  const { t } = useTranslation('tenders');
  const events = useMyTenderEvents();
  if (events.isError) return <Alert color="red">{events.error.message}</Alert>;
  if (!events.data) return null;
  if (events.data.length === 0)
    return (
      <Text c="dimmed" data-testid="key-holder-events-empty">
        {t('mine.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="key-holder-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mine.event')}</Table.Th>
            <Table.Th>{t('mine.lots')}</Table.Th>
            <Table.Th>{t('mine.closes')}</Table.Th>
            <Table.Th>{t('mine.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.data.map((e) => (
            <Table.Tr key={e.auction_id} data-testid="key-holder-event" data-state={e.state}>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={`/tenders/${e.auction_id}`}>
                    {e.title}
                  </Anchor>
                  {e.state === 'opened' && (
                    <Anchor component={Link} to={`/tenders/${e.auction_id}/opening`} size="sm">
                      {t('links.opening')}
                    </Anchor>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{e.lot_count}</Table.Td>
              <Table.Td>{e.date_closed ? formatDateTime(e.date_closed) : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Badge color={stateColor[e.state]} variant="light" tt="none">
                    {t(`mine.states.${e.state}`, {
                      presented: e.presented,
                      threshold: e.threshold,
                    })}
                  </Badge>
                  {e.you_presented && e.state !== 'opened' && (
                    <Text size="xs" c="dimmed">
                      {t('mine.youPresented')}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
