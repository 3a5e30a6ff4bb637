import type { NewEvent, RecordedEvent } from '@facet/event-schemas';
import { type AppendResult, type ExpectedRevision, StreamRevisionConflict } from '../port.js';
import { chainEvents, GENESIS_HASH } from '../hash/event-hash.js';

/** An event id is already recorded somewhere other than where this append would repeat it. */
export class EventIdReused extends Error {
  readonly code = 'event-store.event-id-reused';
  constructor(
    readonly stream: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} is already recorded elsewhere than this append to ${stream}`);
  }
}

/** The last event of a stream, or undefined when the stream does not exist. */
export interface StreamHead {
  revision: number;
  hash: string;
  /** The last event's id: known to the stores that take an `ExpectedHead`. */
  id?: string;
}

export const headRevision = (head: StreamHead | undefined): number => head?.revision ?? -1;
export const headHash = (head: StreamHead | undefined): string => head?.hash ?? GENESIS_HASH;

export function checkExpected(
  stream: string,
  expected: ExpectedRevision,
  head: StreamHead | undefined,
): void {
  const actual = head ? head.revision : 'no_stream';
  if (expected === 'any') return;
  if (typeof expected === 'object') {
    if (head && head.id === undefined)
      throw new Error(`${stream}: this store does not check an expected head event`);
    if (expected.revision !== head?.revision || expected.eventId !== head?.id)
      throw new StreamRevisionConflict(stream, expected.revision, actual);
    return;
  }
  if (expected === 'no_stream' ? head !== undefined : expected !== head?.revision) {
    throw new StreamRevisionConflict(stream, expected, actual);
  }
}

/**
 * Decides whether an append repeats one already recorded. `recorded` are the events found under
 * the new events' ids. Returns the originals for an exact repeat, undefined when none is recorded,
 * and throws when the ids were used elsewhere or only in part.
 */
export function findRepeat(
  stream: string,
  events: readonly NewEvent[],
  recorded: readonly RecordedEvent[],
): RecordedEvent[] | undefined {
  if (recorded.length === 0) return undefined;
  const byId = new Map(recorded.map((r) => [r.id, r]));
  const originals: RecordedEvent[] = [];
  for (const [i, e] of events.entries()) {
    const r = byId.get(e.id);
    const prev = originals[i - 1];
    if (!r || r.stream !== stream || (prev && r.revision !== prev.revision + 1)) {
      throw new EventIdReused(stream, (r ?? e).id);
    }
    originals.push(r);
  }
  return originals;
}

export function assertDistinctIds(stream: string, events: readonly NewEvent[]): void {
  const ids = new Set<string>();
  for (const e of events) {
    if (ids.has(e.id)) throw new EventIdReused(stream, e.id);
    ids.add(e.id);
  }
}

/**
 * The step every adapter takes once it knows the head and the events recorded under the new ids:
 * an exact repeat answers with the originals (a repeated command appends nothing); otherwise the
 * expected revision must hold, and undefined lets the append go on.
 */
export function repeatOrCheck(
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  head: StreamHead | undefined,
  recorded: readonly RecordedEvent[],
): AppendResult | undefined {
  const originals = findRepeat(stream, events, recorded);
  if (originals) return { nextExpectedRevision: headRevision(head), events: originals };
  checkExpected(stream, expected, head);
  return undefined;
}

/** Chains the new events onto the head: revisions and hashes continue from it. */
export function chainOnto(
  stream: string,
  events: NewEvent[],
  head: StreamHead | undefined,
  position: (index: number) => string,
  recordedAt: string,
): RecordedEvent[] {
  return chainEvents(stream, events, headRevision(head), headHash(head), position, recordedAt);
}
