import type {
  MarketplaceEvent,
  MarketplaceEventType,
  Recorded,
  RecordedEvent,
} from '@facet/event-schemas';

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

/** The current event of the marketplace named `T`. */
type EventNamed<T extends MarketplaceEventType> = Extract<MarketplaceEvent, { type: T }>;

/**
 * A recorded event of the marketplace at its current version, as a projection folds it: its
 * data is checked against the event's type, so a spec that feeds a field the event no longer
 * has (or misses one it needs) fails the type-check, not a fold that reads it.
 */
export function projected<T extends MarketplaceEventType>(
  stream: string,
  revision: number,
  type: T,
  data: EventNamed<T>['data'],
  extra: Partial<RecordedEvent> = {},
): Recorded<EventNamed<T>> {
  // The one place the builder's loose envelope takes its type: `data` was checked above.
  return recorded(stream, revision, type, data, extra) as Recorded<EventNamed<T>>;
}
