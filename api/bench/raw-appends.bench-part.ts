// The durable floor of the in-process benches: raw fsynced SQLite inserts, one row per
// transaction (no decider, no bus, no group commit), on this machine, in the same run.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

const BODY = JSON.stringify({ type: 'ProxyBidPlaced', data: { amount: 123400, wprice: 123400 } });

/** Inserts `n` rows, each its own autocommit transaction (one fsync each); rows per second. */
export function rawAppends(dir: string, n: number, file = 'raw.sqlite'): number {
  const db = new BetterSqlite3(join(dir, file));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const ins = db.prepare('INSERT INTO t (body) VALUES (?)');
  const t0 = performance.now();
  for (let i = 0; i < n; i++) ins.run(BODY);
  const rate = n / ((performance.now() - t0) / 1000);
  db.close();
  return rate;
}
