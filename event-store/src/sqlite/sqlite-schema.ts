import type { Database } from 'better-sqlite3';

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
      type TEXT NOT NULL,
      schema_version INTEGER NOT NULL,
      data TEXT NOT NULL,
      metadata TEXT NOT NULL,
      recorded_at TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL,
      UNIQUE (stream, revision)
    ) STRICT;
  `);
}

export const COLUMNS =
  'position, id, stream, revision, type, schema_version, data, metadata, recorded_at, prev_hash, hash';

export type SqliteRow = [
  position: number,
  id: string,
  stream: string,
  revision: number,
  type: string,
  schemaVersion: number,
  data: string,
  metadata: string,
  recordedAt: string,
  prevHash: string,
  hash: string,
];

/** Positions are zero-padded so that the opaque strings also sort like the numbers. */
export const encodePosition = (n: number | bigint): string => String(n).padStart(16, '0');
export const decodePosition = (p: string | undefined): number => (p ? Number(p) : 0);
