import BetterSqlite3, { type Database, type Statement, type Transaction } from 'better-sqlite3';
import type { AttemptCounts, Limit } from './attempt-counts.js';

interface Row {
  count: number;
  window_ends_at: number;
  locked_until: number;
}

/** Expired rows are swept every this many counts, so a guessing storm leaves no lasting rows. */
const SWEEP_EVERY = 500;

/**
 * The same fixed window and lockout as MemoryAttemptCounts, kept in a table of the embedded event
 * store's SQLite file: the one place a single-node deployment keeps state, so a restart (or a
 * crash) of the api unlocks nobody. Time from the caller's clock. Each count is one short
 * `BEGIN IMMEDIATE` transaction beside the event store's writer (WAL, busy timeout); NORMAL sync:
 * a lock survives a crash of the process, not necessarily a power cut.
 */
export class SqliteAttemptCounts implements AttemptCounts {
  private readonly db: Database;
  private readonly q: Record<'read' | 'write' | 'lockedUntil' | 'clear' | 'sweep', Statement>;
  private readonly countTx: Transaction<(key: string, limit: Limit, now: number) => void>;
  private counted = 0;

  constructor(file: string) {
    this.db = new BetterSqlite3(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS attempt_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_ends_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL
      ) STRICT;
    `);
    this.q = {
      read: this.db.prepare(
        'SELECT count, window_ends_at, locked_until FROM attempt_limits WHERE key = ?',
      ),
      write: this.db.prepare(
        `INSERT INTO attempt_limits (key, count, window_ends_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET count = excluded.count,
           window_ends_at = excluded.window_ends_at, locked_until = excluded.locked_until`,
      ),
      lockedUntil: this.db.prepare('SELECT locked_until FROM attempt_limits WHERE key = ?').pluck(),
      clear: this.db.prepare('DELETE FROM attempt_limits WHERE key = ?'),
      sweep: this.db.prepare(
        'DELETE FROM attempt_limits WHERE window_ends_at <= ? AND locked_until <= ?',
      ),
    };
    this.countTx = this.db.transaction((key: string, limit: Limit, now: number) => {
      const row = this.q.read.get(key) as Row | undefined;
      const fresh = !row || now >= row.window_ends_at;
      const count = (fresh ? 0 : row.count) + 1;
      const windowEndsAt = fresh ? now + limit.windowMs : row.window_ends_at;
      let lockedUntil = row?.locked_until ?? 0;
      if (count >= limit.max)
        lockedUntil = Math.max(lockedUntil, now + (limit.lockMs ?? windowEndsAt - now));
      this.q.write.run(key, count, windowEndsAt, lockedUntil);
    });
  }

  count(key: string, limit: Limit, now: number): Promise<void> {
    // IMMEDIATE: two nodes on one file cannot both read the old count and write the same one.
    this.countTx.immediate(key, limit, now);
    if (++this.counted % SWEEP_EVERY === 0) this.q.sweep.run(now, now);
    return Promise.resolve();
  }

  lockedFor(key: string, now: number): Promise<number> {
    const until = this.q.lockedUntil.get(key) as number | undefined;
    return Promise.resolve(until !== undefined && until > now ? until - now : 0);
  }

  clear(key: string): Promise<void> {
    this.q.clear.run(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
