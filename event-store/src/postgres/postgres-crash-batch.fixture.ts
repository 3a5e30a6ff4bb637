// The appends of postgres-crash.int.spec.ts and its writer: each event says which append it
// belongs to and its place in it, so the store alone shows a torn multi-event append.
import type { NewEvent } from '@facet/event-schemas';
import { eventIdFor } from '../ids/event-id.js';

export interface AppendMark {
  append: string;
  index: number;
  of: number;
}

export function crashBatch(stream: string, key: string, n: number): NewEvent[] {
  const at = new Date().toISOString();
  return Array.from({ length: n }, (_, index) => ({
    id: eventIdFor(stream, key, at, index),
    type: 'BidPlaced',
    schemaVersion: 1,
    data: { append: key, index, of: n } satisfies AppendMark,
    metadata: { correlationId: key, causationId: key, at, commandId: key },
  }));
}
