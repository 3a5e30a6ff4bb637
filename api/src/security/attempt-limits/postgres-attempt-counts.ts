import pg from 'pg';
import type { AttemptCounts, Limit } from './attempt-counts.js';

/** Expired rows are swept every this many counts, so a guessing storm leaves no lasting rows. */
const SWEEP_EVERY = 500;

/** A table name inside a schema, quoted (the schema may be a test's own). */
const tableIn = (schema: string) => `"${schema.replace(/"/g, '""')}".attempt_limits`;

/**
 * One count as one statement: a row lock on the key makes two api nodes (or two requests) on one
 * database add up instead of both writing the same count. $1 key, $2 now, $3 windowMs, $4 max,
 * $5 lockMs (null: the rest of the window). In SET, the table's columns are the row before the
 * count, so the "fresh window" test is repeated rather than read back.
 */
const countSql = (t: string) => `
  INSERT INTO ${t} AS a (key, count, window_ends_at, locked_until)
  VALUES ($1, 1, $2::bigint + $3::bigint,
    CASE WHEN 1 >= $4::int THEN $2::bigint + COALESCE($5::bigint, $3::bigint) ELSE 0 END)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN $2::bigint >= a.window_ends_at THEN 1 ELSE a.count + 1 END,
    window_ends_at = CASE WHEN $2::bigint >= a.window_ends_at
      THEN $2::bigint + $3::bigint ELSE a.window_ends_at END,
    locked_until = CASE
      WHEN (CASE WHEN $2::bigint >= a.window_ends_at THEN 1 ELSE a.count + 1 END) >= $4::int
      THEN GREATEST(a.locked_until, $2::bigint + COALESCE($5::bigint,
        CASE WHEN $2::bigint >= a.window_ends_at THEN $3::bigint
          ELSE a.window_ends_at - $2::bigint END))
      ELSE a.locked_until END
  RETURNING count`;

/**
 * The same fixed window and lockout as MemoryAttemptCounts, kept in a table of the PostgreSQL
 * event store's database: a deployment without Redis keeps its shared state there, so a restart
 * of an api node unlocks nobody and every node on the database shares the count. Time from the
 * caller's clock.
 */
export class PostgresAttemptCounts implements AttemptCounts {
  private readonly pool: pg.Pool;
  private readonly table: string;
  private readonly ready: Promise<void>;
  private counted = 0;

  constructor(url: string, schema = 'public') {
    this.pool = new pg.Pool({ connectionString: url, max: 4 });
    // A dropped idle connection is reported here; the pool discards it and reconnects on demand.
    this.pool.on('error', () => undefined);
    this.table = tableIn(schema);
    this.ready = this.createTable();
    // Awaited by every call (which then fails); not an unhandled rejection meanwhile.
    this.ready.catch(() => undefined);
  }

  async count(key: string, limit: Limit, now: number): Promise<void> {
    await this.ready;
    await this.pool.query(countSql(this.table), [
      key,
      now,
      limit.windowMs,
      limit.max,
      limit.lockMs ?? null,
    ]);
    if (++this.counted % SWEEP_EVERY === 0)
      await this.pool.query(
        `DELETE FROM ${this.table} WHERE window_ends_at <= $1 AND locked_until <= $1`,
        [now],
      );
  }

  async lockedFor(key: string, now: number): Promise<number> {
    await this.ready;
    const { rows } = await this.pool.query<{ locked_until: string }>(
      `SELECT locked_until FROM ${this.table} WHERE key = $1`,
      [key],
    );
    const until = rows[0] ? Number(rows[0].locked_until) : 0;
    return until > now ? until - now : 0;
  }

  async clear(key: string): Promise<void> {
    await this.ready;
    await this.pool.query(`DELETE FROM ${this.table} WHERE key = $1`, [key]);
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.pool.end();
  }

  private async createTable(): Promise<void> {
    try {
      await this.pool.query(`
        CREATE TABLE IF NOT EXISTS ${this.table} (
          key TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          window_ends_at BIGINT NOT NULL,
          locked_until BIGINT NOT NULL
        )`);
    } catch (err) {
      // Two nodes starting together: the loser of CREATE TABLE IF NOT EXISTS sees the winner's type.
      if ((err as { code?: string }).code !== '23505') throw err;
    }
  }
}
