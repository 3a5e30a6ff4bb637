import type { EventMetadata, RecordedEvent } from '@facet/event-schemas';
import { encodePosition, type SqliteRow } from './sqlite-schema.js';

export function fromRow(r: SqliteRow): RecordedEvent {
  return {
    position: encodePosition(r[0]),
    id: r[1],
    stream: r[2],
    revision: r[3],
    type: r[4],
    schemaVersion: r[5],
    data: JSON.parse(r[6]) as unknown,
    metadata: JSON.parse(r[7]) as EventMetadata,
    recordedAt: r[8],
    prevHash: r[9],
    hash: r[10],
  };
}
