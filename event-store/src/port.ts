import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';

/**
 * What an append expects the stream to be: a revision number (the revision of its last event),
 * `'no_stream'` (it must not exist yet) or `'any'` (no check; only for streams with one writer
 * that cannot race, such as an audit trail).
 */
export type ExpectedRevision = number | 'no_stream' | 'any' | ExpectedHead;

/**
 * A revision and the id of the event expected there: the append lands only on that very event.
 * The command bus sends a stream's next batch before the previous one is answered, decided on the
 * state the previous one leaves; a revision alone could also be reached by another writer's events.
 * Only a store with `appendsInOrder` takes it.
 */
export interface ExpectedHead {
  revision: number;
  eventId: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** The events as recorded (the originals when the append was an idempotent repeat). */
  events: RecordedEvent[];
}

/** The stream moved since the caller read it. */
export class StreamRevisionConflict extends Error {
  readonly code = 'event-store.revision-conflict';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} expected at ${String(expected)} but is at ${String(actual)}`);
  }
}

export interface ChainVerification {
  stream: string;
  ok: boolean;
  checked: number;
  /** Revision of the first event whose hash or prevHash does not match, when not ok. */
  brokenAt?: number;
}

export interface Subscription {
  /** Resolves once the subscriber has been handed everything committed when it started. */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
}

export type BatchHandler = (batch: RecordedEvent[]) => Promise<void> | void;

/** The one source of truth. Every adapter passes the shared contract suite. */
export interface EventStore {
  /**
   * This process's appends reach the log in the order they were called, and `ExpectedHead` is
   * checked: a stream's next batch may then go before the previous one is answered (CommandBus).
   */
  readonly appendsInOrder?: boolean;
  /**
   * Atomically appends events to a stream. Fails with StreamRevisionConflict when the stream
   * moved. An append whose event ids are already recorded at the same place succeeds without
   * appending again (idempotent retry).
   */
  append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Events of one stream in revision order, from `fromRevision` (inclusive). */
  readStream(stream: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Committed events of all streams in global order, strictly after `from`. */
  readAll(from?: Position, limit?: number): Promise<RecordedEvent[]>;
  /**
   * Hands batches of committed events in global order, strictly after `from`, then keeps
   * tailing live. Never skips an event that committed late; never hands one twice.
   */
  subscribeAll(from: Position | undefined, handler: BatchHandler): Subscription;
  /** Recomputes a stream's SHA-256 chain. */
  verifyStream(stream: string): Promise<ChainVerification>;
  close(): Promise<void>;
}
