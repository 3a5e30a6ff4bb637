import type { Database } from 'better-sqlite3';

/**
 * Each event is stored whole as one JSON `body` (fast replay: one value and one parse per row);
 * stream, revision and id are repeated in columns for the unique constraints.
 */
export function prepareSqlite(db: Database): void {
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the append is acknowledged (WAL alone would allow NORMAL).
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      stream TEXT NOT NULL,
      revision INTEGER NOT NULL,
      body TEXT NOT NULL,
      UNIQUE (stream, revision)
    ) STRICT;
  `);
}

/** Positions are zero-padded so that the opaque strings also sort like the numbers. */
export const encodePosition = (n: number | bigint): string => String(n).padStart(16, '0');
export const decodePosition = (p: string | undefined): number => (p ? Number(p) : 0);
