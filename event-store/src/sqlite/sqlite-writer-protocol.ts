import type { NewEvent } from '@facet/event-schemas';
import { type AppendResult, type ExpectedRevision, StreamRevisionConflict } from '../port.js';
import { EventIdReused } from '../shared/append-rules.js';

/** One append as sent to the writer; `id` pairs it with its answer. */
export interface AppendRequest {
  id: number;
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

/**
 * An error as it crosses the thread boundary: structured clone keeps neither the class nor the
 * extra fields, so the ones callers test for travel by name and are rebuilt.
 */
export type WireError =
  | { kind: 'conflict'; stream: string; expected: ExpectedRevision; actual: number | 'no_stream' }
  | { kind: 'id-reused'; stream: string; eventId: string }
  | { kind: 'other'; name: string; message: string; code?: string | undefined; stack?: string };

/**
 * A fresh append comes back as the JSON bodies the writer stored: strings cross the thread
 * boundary as one copy, where recorded events (data, metadata) were cloned field by field, and the
 * caller parses them as a read of the stream would. A repeat answers with the originals.
 */
export interface Written {
  nextExpectedRevision: number;
  bodies: string[];
}

export type AppendOutcome =
  | { id: number; ok: AppendResult }
  | { id: number; written: Written }
  | { id: number; err: WireError };

/**
 * One batch's answer: an outcome per request, in order. For a batch that committed, `after` is the
 * position just before the first event it wrote: its written events follow it, in outcome order,
 * with no gap (no other writer takes a position under the write lock).
 */
export interface Committed {
  outcomes: AppendOutcome[];
  after?: number;
}

/** Main thread to writer. */
export type ToWriter = { type: 'append'; batch: AppendRequest[] } | { type: 'close' };

/** Writer to main thread: one message per committed (or failed) batch. */
export type FromWriter =
  ({ type: 'outcomes' } & Committed) | { type: 'closed' } | { type: 'fatal'; err: WireError };

export function toWireError(err: unknown): WireError {
  if (err instanceof StreamRevisionConflict) {
    const { stream, expected, actual } = err;
    return { kind: 'conflict', stream, expected, actual };
  }
  if (err instanceof EventIdReused) {
    return { kind: 'id-reused', stream: err.stream, eventId: err.eventId };
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return {
      kind: 'other',
      name: err.name,
      message: err.message,
      code: typeof code === 'string' ? code : undefined,
      ...(err.stack ? { stack: err.stack } : {}),
    };
  }
  return { kind: 'other', name: 'Error', message: String(err) };
}

export function fromWireError(w: WireError): Error {
  switch (w.kind) {
    case 'conflict':
      return new StreamRevisionConflict(w.stream, w.expected, w.actual);
    case 'id-reused':
      return new EventIdReused(w.stream, w.eventId);
    default: {
      const err = new Error(w.message) as Error & { code?: string };
      err.name = w.name;
      if (w.code !== undefined) err.code = w.code;
      if (w.stack) err.stack = `${w.stack}\n    (in the SQLite writer worker)`;
      return err;
    }
  }
}
