import type { EventMetadata, RecordedEvent } from '@facet/event-schemas';
import { encodePgPosition, type PgRow } from './postgres-schema.js';

export const fromPgRow = (r: PgRow): RecordedEvent => ({
  id: r.id,
  stream: r.stream,
  revision: r.revision,
  position: encodePgPosition(r.transaction_id, r.global_position),
  type: r.type,
  schemaVersion: r.schema_version,
  data: r.data,
  metadata: r.metadata as EventMetadata,
  recordedAt: r.recorded_at.toISOString(),
  prevHash: r.prev_hash,
  hash: r.hash,
});

export const toPgJson = (events: RecordedEvent[]): string =>
  JSON.stringify(
    events.map((e) => ({
      id: e.id,
      stream: e.stream,
      revision: e.revision,
      type: e.type,
      schema_version: e.schemaVersion,
      data: e.data,
      metadata: e.metadata,
      recorded_at: e.recordedAt,
      prev_hash: e.prevHash,
      hash: e.hash,
    })),
  );
