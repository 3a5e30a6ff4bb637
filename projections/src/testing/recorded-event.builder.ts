import type { RecordedEvent } from '@facet/event-schemas';

const AT = '2030-01-01T00:00:00.000Z';
let seq = 0;

/** A recorded event with defaults; positions are zero-padded so they sort as strings. */
export function recorded(
  stream: string,
  revision: number,
  type: string,
  data: Record<string, unknown>,
  extra: Partial<RecordedEvent> = {},
): RecordedEvent {
  seq += 1;
  return {
    id: `evt-${stream}-${revision}`,
    stream,
    revision,
    type,
    schemaVersion: 1,
    data,
    metadata: { correlationId: 'c', causationId: 'c', at: AT },
    position: String(seq).padStart(12, '0'),
    recordedAt: AT,
    prevHash: '0'.repeat(64),
    hash: '0'.repeat(64),
    ...extra,
  };
}
