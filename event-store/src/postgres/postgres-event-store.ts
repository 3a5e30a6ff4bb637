import pg from 'pg';
import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';
import type { AppendResult, ExpectedRevision } from '../port.js';
import {
  assertDistinctIds,
  chainOnto,
  headRevision,
  repeatOrCheck,
  type StreamHead,
} from '../shared/append-rules.js';
import { PolledEventStore, type Polling } from '../shared/polled-event-store.js';
import {
  decodePgPosition,
  encodePgPosition,
  preparePostgres,
  quoteIdent,
  type PgRow,
} from './postgres-schema.js';
import { fromPgRow, toPgJson } from './postgres-rows.js';
import { PgNotifier } from './postgres-notifier.js';
import { pgStatements } from './postgres-sql.js';
import { LruCache } from '../decider/stream-cache.js';

export interface PostgresEventStoreOptions {
  url: string;
  /** Schema holding the events table (created when missing). */
  schema?: string;
  poolSize?: number;
  pollMs?: number;
  /** Test hook: runs inside the append's transaction, after its insert, before COMMIT. */
  beforeCommit?: (stream: string) => Promise<void>;
}

/** Connects, creates the schema when missing, and returns the PostgreSQL event store. */
export async function openPostgresEventStore(
  options: PostgresEventStoreOptions,
): Promise<PostgresEventStore> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection that the server drops (a restart, a crash) is reported as the pool's
  // 'error' event, which would kill the process when nobody listens. The pool has already
  // discarded that connection and the next query opens a new one; queries in flight get their
  // own error, so there is nothing more to do here.
  pool.on('error', () => undefined);
  try {
    await preparePostgres(pool, options.schema ?? 'public');
  } catch (err) {
    await pool.end();
    throw err;
  }
  return new PostgresEventStore(pool, options);
}

const isUniqueViolation = (e: unknown): boolean => (e as { code?: string }).code === '23505';

export class PostgresEventStore extends PolledEventStore {
  readonly schema: string;
  /** `schema.events`, quoted; exposed with `pool` for audits and tamper tests only. */
  readonly table: string;
  private readonly notifier: PgNotifier;
  /** Last known head per stream: lets an append skip the probe when its expectation matches. */
  private readonly heads = new LruCache<StreamHead>(100_000);
  private readonly sql: ReturnType<typeof pgStatements>;

  constructor(
    readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions,
  ) {
    super();
    this.schema = options.schema ?? 'public';
    const t = (this.table = `${quoteIdent(this.schema)}.events`);
    this.notifier = new PgNotifier(options.url, this.schema);
    this.sql = pgStatements(t);
  }

  async append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    assertDistinctIds(stream, events);
    const known = this.knownHead(stream, expectedRevision);
    if (known && events.length > 0) {
      // Fast path, one round trip: the head is known, so only the unique constraints can object.
      try {
        return await this.insertChain(stream, events, known.head);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    // A unique violation means a racing append committed first: probe again, which either finds
    // our ids (an idempotent repeat), reports the conflict, or (for 'any') appends after it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.tryAppend(stream, events, expectedRevision);
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 50) throw err;
      }
    }
  }

  /** The head the caller expects, when its hash is known (revisions are immutable once recorded). */
  private knownHead(
    stream: string,
    expected: ExpectedRevision,
  ): { head: StreamHead | undefined } | undefined {
    if (expected === 'no_stream') return { head: undefined };
    const head = this.heads.get(stream);
    return typeof expected === 'number' && head?.revision === expected ? { head } : undefined;
  }

  private async tryAppend(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    const { rows } = await this.pool.query<{
      revision: number | null;
      hash: string | null;
      repeat: boolean;
    }>(this.sql.probe, [stream, ids]);
    const probe = rows[0];
    const head: StreamHead | undefined =
      probe?.revision != null && probe.hash
        ? { revision: probe.revision, hash: probe.hash }
        : undefined;
    const found = probe?.repeat ? await this.pool.query<PgRow>(this.sql.byIds, [ids]) : undefined;
    const repeat = repeatOrCheck(stream, events, expected, head, found?.rows.map(fromPgRow) ?? []);
    if (repeat) return repeat;
    if (events.length === 0) return { nextExpectedRevision: headRevision(head), events: [] };
    return this.insertChain(stream, events, head);
  }

  private async insertChain(
    stream: string,
    events: NewEvent[],
    head: StreamHead | undefined,
  ): Promise<AppendResult> {
    const recorded = chainOnto(stream, events, head, () => '', new Date().toISOString());
    const inserted = await this.insert(stream, recorded);
    this.notifier.announce(this.pool);
    this.remember(recorded);
    const byId = new Map(inserted.map((r) => [r.id, r]));
    for (const e of recorded) {
      const r = byId.get(e.id);
      if (r) e.position = encodePgPosition(r.transaction_id, r.global_position);
    }
    return { nextExpectedRevision: headRevision(head) + events.length, events: recorded };
  }

  /** One statement is one atomic transaction; the unique (stream, revision) decides any race. */
  private async insert(stream: string, recorded: RecordedEvent[]) {
    type Inserted = { id: string; global_position: string; transaction_id: string };
    const hook = this.options.beforeCommit;
    if (!hook) return (await this.pool.query<Inserted>(this.sql.insert, [toPgJson(recorded)])).rows;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<Inserted>(this.sql.insert, [toPgJson(recorded)]);
      await hook(stream);
      await client.query('COMMIT');
      return rows;
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events = (await this.pool.query<PgRow>(this.sql.stream, [stream, fromRevision])).rows.map(
      fromPgRow,
    );
    this.remember(events);
    return events;
  }

  private remember(events: RecordedEvent[]): void {
    const last = events.at(-1);
    if (last) this.heads.set(last.stream, { revision: last.revision, hash: last.hash });
  }

  async readAll(from?: Position, limit?: number): Promise<RecordedEvent[]> {
    const [xid, position] = decodePgPosition(from);
    const { rows } = await this.pool.query<PgRow>(this.sql.all, [xid, position, limit ?? null]);
    return rows.map(fromPgRow);
  }

  protected polling(): Polling {
    return {
      onSignal: (wake) => this.notifier.listen(wake),
      pollMs: this.options.pollMs ?? 250,
      batchSize: 2_000,
      catchUpBatchSize: 10_000,
    };
  }

  async close(): Promise<void> {
    await this.stopSubscriptions();
    await this.notifier.close();
    await this.pool.end();
  }
}
