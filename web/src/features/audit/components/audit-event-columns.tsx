import { Anchor, Code, Text } from '@mantine/core';
import type { AuditEventRow } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { column, type DataColumn, dateValue } from '@/components/data-table/data-table.model';
import { EventTime } from './event-time';
import { HashText } from './hash-text';
import { Hint } from '@/components/hint';

/** The explorer's columns; a click on the position opens the event, on the stream filters by it. */
export function auditEventColumns(
  t: TFunction<'audit'>,
  on: { open: (row: AuditEventRow) => void; stream: (stream: string) => void },
): DataColumn<AuditEventRow>[] {
  return [
    {
      ...column('position', t('events.columns.position')),
      cell: (r) => (
        <Anchor
          component="button"
          ff="monospace"
          onClick={() => on.open(r)}
          aria-label={t('events.open', { position: r.position })}
          data-testid={`event-open-${r.id}`}
        >
          {r.position}
        </Anchor>
      ),
      value: (r) => r.position,
    },
    {
      ...column('at', t('events.columns.time')),
      cell: (r) => <EventTime at={r.at} />,
      ...dateValue((r) => r.at),
    },
    {
      ...column('stream', t('events.columns.stream')),
      cell: (r) => (
        <Anchor
          component="button"
          size="sm"
          title={t('events.filterStream')}
          onClick={() => on.stream(r.stream)}
          data-testid="event-stream"
          dir="ltr"
        >
          {r.stream}
        </Anchor>
      ),
      value: (r) => r.stream,
    },
    {
      ...column('revision', t('events.columns.revision')),
      cell: (r) => r.revision,
      value: (r) => r.revision,
    },
    {
      ...column('type', t('events.columns.type')),
      cell: (r) => <Code data-testid="event-type">{r.type}</Code>,
      value: (r) => r.type,
    },
    {
      ...column('user', t('events.columns.user')),
      cell: (r) =>
        r.userId ? (
          <Text size="xs" ff="monospace" dir="ltr">
            {r.userId}
          </Text>
        ) : (
          <Hint size="xs">{t('events.noUser')}</Hint>
        ),
      value: (r) => r.userId,
    },
    {
      ...column('hash', t('events.columns.hash')),
      cell: (r) => <HashText value={r.hash} />,
      value: (r) => r.hash,
    },
    {
      ...column('prevHash', t('events.columns.prevHash')),
      cell: (r) => <HashText value={r.prevHash} />,
      value: (r) => r.prevHash,
    },
  ];
}
