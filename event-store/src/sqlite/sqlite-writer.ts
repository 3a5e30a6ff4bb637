import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3';
import type { NewEvent, RecordedEvent } from '@facet/event-schemas';
import type { AppendResult } from '../port.js';
import {
  assertDistinctIds,
  chainOnto,
  headRevision,
  repeatOrCheck,
  type StreamHead,
} from '../shared/append-rules.js';
import { encodePosition, prepareSqlite } from './sqlite-schema.js';
import {
  type AppendRequest,
  type AppendOutcome,
  type Committed,
  toWireError,
  type Written,
} from './sqlite-writer-protocol.js';

// Past this many cached heads the cache starts over; a miss only costs one indexed read.
const MAX_CACHED_HEADS = 100_000;

/**
 * The write side of the SQLite store, on its own connection. It runs in the writer worker (or on
 * the caller's thread in inline mode): a batch is ONE `BEGIN IMMEDIATE` transaction (one fsync),
 * each append in its own savepoint so a conflicting append fails alone.
 */
export class SqliteWriter {
  private readonly db: Database;
  private readonly q: Record<'head' | 'byId' | 'insert' | 'maxPosition', Statement>;
  private readonly appendOne: (r: AppendRequest) => AppendResult | Written;
  /** Stream heads as of our last commit; valid only while nobody else has written the file. */
  private readonly heads = new Map<string, StreamHead>();
  private lastCommitted = -1;
  private nextPosition = 0;

  constructor(file: string) {
    const db = new BetterSqlite3(file);
    prepareSqlite(db);
    this.db = db;
    this.q = {
      head: db.prepare(
        `SELECT revision, body ->> '$.hash' AS hash, id FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1`,
      ),
      byId: db.prepare('SELECT body FROM events WHERE id = ?').pluck(),
      insert: db.prepare(
        'INSERT INTO events (position, id, stream, revision, body) VALUES (?, ?, ?, ?, ?)',
      ),
      maxPosition: db.prepare('SELECT coalesce(max(position), 0) FROM events').pluck(),
    };
    // A nested db.transaction runs as a SAVEPOINT inside the batch's BEGIN IMMEDIATE.
    this.appendOne = db.transaction((r: AppendRequest) => this.write(r));
  }

  /** Writes a batch in one transaction; one outcome per request, in order. */
  commit(batch: readonly AppendRequest[]): Committed {
    const outcomes: AppendOutcome[] = [];
    let after: number;
    try {
      this.db.exec('BEGIN IMMEDIATE');
      // Under the write lock no other process can take a position until COMMIT.
      const max = (after = this.q.maxPosition.get() as number);
      // Another process committed since our last commit: our cached heads may be stale.
      if (max !== this.lastCommitted) this.heads.clear();
      this.nextPosition = max + 1;
      for (const r of batch) {
        try {
          const done = this.appendOne(r);
          outcomes.push('bodies' in done ? { id: r.id, written: done } : { id: r.id, ok: done });
        } catch (err) {
          outcomes.push({ id: r.id, err: toWireError(err) });
        }
      }
      this.db.exec('COMMIT');
      this.lastCommitted = this.nextPosition - 1;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.heads.clear();
      this.lastCommitted = -1;
      const wire = toWireError(err);
      return { outcomes: batch.map((r) => ({ id: r.id, err: wire })) };
    }
    return { outcomes, after };
  }

  close(): void {
    this.db.close();
  }

  private head(stream: string): StreamHead | undefined {
    return this.heads.get(stream) ?? (this.q.head.get(stream) as StreamHead | undefined);
  }

  private write(r: AppendRequest): AppendResult | Written {
    const { stream, events, expected } = r;
    assertDistinctIds(stream, events);
    const head = this.head(stream);
    const repeat = repeatOrCheck(stream, events, expected, head, this.recordedUnder(events));
    if (repeat) return repeat;
    const start = this.nextPosition;
    const recorded = chainOnto(
      stream,
      events,
      head,
      (i) => encodePosition(start + i),
      new Date().toISOString(),
    );
    const bodies = new Array<string>(recorded.length);
    for (let i = 0; i < recorded.length; i++) {
      const e = recorded[i]!;
      bodies[i] = JSON.stringify(e);
      this.q.insert.run(start + i, e.id, stream, e.revision, bodies[i]);
    }
    this.nextPosition = start + recorded.length;
    const last = recorded.at(-1);
    if (last) this.remember(stream, { revision: last.revision, hash: last.hash, id: last.id });
    return { nextExpectedRevision: headRevision(head) + events.length, bodies };
  }

  /** The events already recorded under the new ids; none looked up unless the first is. */
  private recordedUnder(events: readonly NewEvent[]): RecordedEvent[] {
    const first = events[0];
    if (!first || !this.q.byId.get(first.id)) return [];
    return events.flatMap((e) => {
      const body = this.q.byId.get(e.id) as string | undefined;
      return body ? [JSON.parse(body) as RecordedEvent] : [];
    });
  }

  private remember(stream: string, head: StreamHead): void {
    // Set after the last insert, so the savepoint cannot roll back under it; a failed batch
    // clears the whole cache.
    if (this.heads.size >= MAX_CACHED_HEADS) this.heads.clear();
    this.heads.set(stream, head);
  }
}
