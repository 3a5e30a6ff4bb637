import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3';
import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';
import type {
  AppendResult,
  BatchHandler,
  ChainVerification,
  EventStore,
  ExpectedRevision,
  Subscription,
} from '../port.js';
import { chainEvents, verifyChain } from '../hash/event-hash.js';
import {
  assertDistinctIds,
  checkExpected,
  findRepeat,
  headHash,
  headRevision,
  type StreamHead,
} from '../shared/append-rules.js';
import { pollingSubscription, tracked } from '../shared/polling-subscription.js';
import { decodePosition, encodePosition, prepareSqlite } from './sqlite-schema.js';

export interface SqliteEventStoreOptions {
  /** Database file; created when missing. */
  file: string;
  /** Fallback poll for commits made by other processes on the same file. */
  pollMs?: number;
}

interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

/** Opens (and creates) the embedded SQLite event store. */
export function openSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  return new SqliteEventStore(options);
}

/**
 * better-sqlite3 is synchronous, so appends queued in the same turn of the event loop are written
 * in ONE `BEGIN IMMEDIATE` transaction (one fsync); each runs in its own savepoint and gets its own
 * answer, so a conflicting append fails alone.
 */
export class SqliteEventStore implements EventStore {
  /** The adapter's own connection; exposed for audits and tamper tests only. */
  readonly connection: Database;
  private readonly pending: PendingAppend[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly pollMs: number;
  private readonly q: Record<
    'head' | 'byId' | 'insert' | 'stream' | 'all' | 'maxPosition',
    Statement
  >;
  private nextPosition = 0;
  private readonly appendOne: (p: PendingAppend) => AppendResult;
  private closed = false;

  constructor(options: SqliteEventStoreOptions) {
    this.pollMs = options.pollMs ?? 200;
    const db = new BetterSqlite3(options.file);
    prepareSqlite(db);
    this.connection = db;
    this.q = {
      head: db.prepare(
        `SELECT revision, body ->> '$.hash' AS hash FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1`,
      ),
      byId: db.prepare('SELECT body FROM events WHERE id = ?').pluck(),
      insert: db.prepare(
        'INSERT INTO events (position, id, stream, revision, body) VALUES (?, ?, ?, ?, ?)',
      ),
      stream: db
        .prepare('SELECT body FROM events WHERE stream = ? AND revision >= ? ORDER BY revision')
        .pluck(),
      all: db
        .prepare('SELECT body FROM events WHERE position > ? ORDER BY position LIMIT ?')
        .pluck(),
      maxPosition: db.prepare('SELECT coalesce(max(position), 0) FROM events').pluck(),
    };
    // A nested db.transaction runs as a SAVEPOINT inside the group's BEGIN IMMEDIATE.
    this.appendOne = db.transaction((p: PendingAppend) => this.write(p));
  }

  append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('SqliteEventStore is closed'));
    return new Promise((resolve, reject) => {
      if (
        this.pending.push({ stream, events, expected: expectedRevision, resolve, reject }) === 1
      ) {
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    const outcomes: ({ ok: AppendResult } | { err: unknown })[] = [];
    try {
      this.connection.exec('BEGIN IMMEDIATE');
      // Under the write lock no other process can take a position until COMMIT.
      this.nextPosition = (this.q.maxPosition.get() as number) + 1;
      for (const p of batch) {
        try {
          outcomes.push({ ok: this.appendOne(p) });
        } catch (err) {
          outcomes.push({ err });
        }
      }
      this.connection.exec('COMMIT');
    } catch (err) {
      if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
      for (const p of batch) p.reject(err);
      return;
    }
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o && 'ok' in o) p.resolve(o.ok);
      else p.reject(o?.err);
    });
    for (const wake of this.listeners) wake();
  }

  private write(p: PendingAppend): AppendResult {
    const { stream, events, expected } = p;
    assertDistinctIds(stream, events);
    const head = this.q.head.get(stream) as StreamHead | undefined;
    const first = events[0];
    if (first && this.q.byId.get(first.id)) {
      const recorded = events.flatMap((e) => {
        const body = this.q.byId.get(e.id) as string | undefined;
        return body ? [JSON.parse(body) as RecordedEvent] : [];
      });
      const originals = findRepeat(stream, events, recorded);
      if (originals) return { nextExpectedRevision: headRevision(head), events: originals };
    }
    checkExpected(stream, expected, head);
    const start = this.nextPosition;
    const recorded = chainEvents(
      stream,
      events,
      headRevision(head),
      headHash(head),
      (i) => encodePosition(start + i),
      new Date().toISOString(),
    );
    for (const [i, e] of recorded.entries()) {
      this.q.insert.run(start + i, e.id, stream, e.revision, JSON.stringify(e));
    }
    this.nextPosition = start + recorded.length;
    return { nextExpectedRevision: headRevision(head) + events.length, events: recorded };
  }

  readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return Promise.resolve(parseBodies(this.q.stream.all(stream, fromRevision)));
  }

  readAll(from?: Position, limit?: number): Promise<RecordedEvent[]> {
    return Promise.resolve(this.readAllSync(from, limit));
  }

  private readAllSync(from?: Position, limit = -1): RecordedEvent[] {
    return parseBodies(this.q.all.all(decodePosition(from), limit));
  }

  subscribeAll(from: Position | undefined, handler: BatchHandler): Subscription {
    const sub = pollingSubscription({
      from: from ?? '',
      read: (cursor, limit) => this.readAll(cursor, limit),
      handler,
      onSignal: (wake) => {
        this.listeners.add(wake);
        return () => this.listeners.delete(wake);
      },
      pollMs: this.pollMs,
      batchSize: 2_000,
    });
    return tracked(this.subscriptions, sub);
  }

  async verifyStream(stream: string): Promise<ChainVerification> {
    return verifyChain(stream, await this.readStream(stream));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.subscriptions].map((s) => s.stop()));
    if (this.pending.length) this.flush();
    this.connection.close();
  }
}

function parseBodies(bodies: unknown[]): RecordedEvent[] {
  const events = new Array<RecordedEvent>(bodies.length);
  for (let i = 0; i < bodies.length; i += 1)
    events[i] = JSON.parse(bodies[i] as string) as RecordedEvent;
  return events;
}
