import { Alert, Badge, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuditEventRow } from '@facet/event-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventTime } from './event-time';
import { HashText } from './hash-text';
import { Hint } from '@/components/hint';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One event as stored: its place in the log, its hashes, its data and metadata. */
export function EventDetailDrawer({
  event,
  onClose,
}: {
  event: AuditEventRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('audit');
  const fact = (label: string, value: ReactNode) => (
    <Stack gap={0}>
      <Hint size="xs">{label}</Hint>
      {value}
    </Stack>
  );
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={event && t('event.title', { type: event.type, revision: event.revision })}
    >
      {event && (
        <Stack data-testid="event-detail">
          <SimpleGrid cols={2}>
            {fact(t('event.id'), <Code>{event.id}</Code>)}
            {fact(t('event.stream'), <Code>{event.stream}</Code>)}
            {fact(t('event.position'), <Code>{event.position}</Code>)}
            {fact(t('event.schemaVersion'), <Code>{event.schemaVersion}</Code>)}
            {fact(t('event.at'), <EventTime at={event.at} />)}
            {fact(t('events.columns.user'), <Code>{event.userId ?? t('events.noUser')}</Code>)}
            {fact(t('event.hash'), <HashText value={event.hash} />)}
            {fact(t('event.prevHash'), <HashText value={event.prevHash} />)}
          </SimpleGrid>
          {event.redacted && event.redacted.length > 0 && (
            <Alert color="yellow" data-testid="event-redacted">
              <Stack gap="xs">
                <Text size="sm">{t('event.redactedNote')}</Text>
                <Group gap="xs">
                  {event.redacted.map((path) => (
                    <Badge key={path} color="yellow" variant="light" tt="none">
                      {t('event.redacted')}: {path}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Alert>
          )}
          <Title order={4}>{t('event.data')}</Title>
          <Code block data-testid="event-data" dir="ltr">
            {json(event.data)}
          </Code>
          <Title order={4}>{t('event.metadata')}</Title>
          <Code block data-testid="event-metadata" dir="ltr">
            {json(event.metadata)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
}
