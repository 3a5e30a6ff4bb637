import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3';
import { type NewEvent, type Position, type RecordedEvent, START } from '@facet/event-schemas';
import type { AppendResult, ExpectedRevision } from '../port.js';
import { PolledEventStore, type Polling } from '../shared/polled-event-store.js';
import type { OwnCommit } from '../shared/shared-tail.js';
import { decodePosition, encodePosition, prepareSqlite } from './sqlite-schema.js';
import { inlineWriter, type WriterChannel, workerWriter } from './sqlite-writer-channel.js';
import { type AppendRequest, type Committed, fromWireError } from './sqlite-writer-protocol.js';

export interface SqliteEventStoreOptions {
  /** Database file; created when missing. */
  file: string;
  /** Fallback poll for commits made by other processes on the same file. */
  pollMs?: number;
  /**
   * Where appends are written: `'worker'` (default) in a worker thread, so the fsync of each group
   * commit never blocks this thread's event loop; `'inline'` on this thread, for comparison.
   */
  writer?: 'worker' | 'inline';
}

interface Waiting {
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

/** Opens (and creates) the embedded SQLite event store. */
export function openSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  return new SqliteEventStore(options);
}

/**
 * Appends queued in the same turn of the event loop go to the writer together, and the writer
 * puts everything queued in ONE `BEGIN IMMEDIATE` transaction (one fsync); each runs in its own
 * savepoint and gets its own answer, so a conflicting append fails alone. Reads use this thread's
 * own connection (WAL lets them run beside the writer).
 */
export class SqliteEventStore extends PolledEventStore {
  /** One queue to one writer, which takes the requests in order (its head cache keeps ids). */
  readonly appendsInOrder = true;
  /** The read connection; exposed for audits and tamper tests only. */
  readonly connection: Database;
  private readonly writer: WriterChannel;
  private readonly queued: AppendRequest[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Set<(commit?: OwnCommit) => void>();
  private readonly pollMs: number;
  private readonly q: Record<'stream' | 'all', Statement>;
  private nextId = 0;
  private closed = false;
  private failure: Error | undefined;

  constructor(options: SqliteEventStoreOptions) {
    super();
    this.pollMs = options.pollMs ?? 200;
    // Opened first so the schema exists before the writer or any read prepares statements.
    const db = new BetterSqlite3(options.file);
    prepareSqlite(db);
    this.connection = db;
    this.q = {
      stream: db
        .prepare('SELECT body FROM events WHERE stream = ? AND revision >= ? ORDER BY revision')
        .pluck(),
      all: db
        .prepare('SELECT body FROM events WHERE position > ? ORDER BY position LIMIT ?')
        .pluck(),
    };
    const events = {
      outcomes: (c: Committed) => this.answer(c),
      fatal: (err: Error) => this.fail(err),
    };
    this.writer =
      options.writer === 'inline'
        ? inlineWriter(options.file, events)
        : workerWriter(options.file, events);
  }

  append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('SqliteEventStore is closed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.waiting.set(id, { resolve, reject });
      if (this.queued.push({ id, stream, events, expected: expectedRevision }) === 1) {
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    if (this.queued.length > 0 && !this.failure) this.writer.send(this.queued.splice(0));
  }

  private answer({ outcomes, after }: Committed): void {
    // What the batch wrote, in position order: this process's subscriptions take it from here.
    const written: RecordedEvent[] = [];
    for (const o of outcomes) {
      const w = this.waiting.get(o.id);
      this.waiting.delete(o.id);
      if ('written' in o) {
        const events = parseBodies(o.written.bodies);
        for (const e of events) written.push(e);
        w?.resolve({ nextExpectedRevision: o.written.nextExpectedRevision, events });
      } else if ('ok' in o) w?.resolve(o.ok);
      else w?.reject(fromWireError(o.err));
    }
    // Before the first event of the log is START, where a subscription from the beginning stands.
    const before = after === 0 ? START : after === undefined ? undefined : encodePosition(after);
    const commit = before === undefined ? undefined : { after: before, events: written };
    // Something committed (or nothing did, and a spurious wake only costs one read).
    for (const wake of this.listeners) wake(commit);
  }

  private fail(err: Error): void {
    this.failure = err;
    this.queued.length = 0;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }

  readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return Promise.resolve(parseBodies(this.q.stream.all(stream, fromRevision)));
  }

  readAll(from?: Position, limit = -1): Promise<RecordedEvent[]> {
    return Promise.resolve(parseBodies(this.q.all.all(decodePosition(from), limit)));
  }

  protected polling(): Polling {
    return {
      onSignal: (wake) => {
        this.listeners.add(wake);
        return () => this.listeners.delete(wake);
      },
      pollMs: this.pollMs,
      batchSize: 2_000,
      catchUpBatchSize: 10_000,
    };
  }

  /** Stops subscriptions, writes what is queued, answers it, then shuts the writer. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopSubscriptions();
    this.flush();
    await this.writer.close();
    if (this.waiting.size > 0) this.fail(new Error('SqliteEventStore closed before answering'));
    this.connection.close();
  }
}

function parseBodies(bodies: unknown[]): RecordedEvent[] {
  const events = new Array<RecordedEvent>(bodies.length);
  for (let i = 0; i < bodies.length; i += 1)
    events[i] = JSON.parse(bodies[i] as string) as RecordedEvent;
  return events;
}
