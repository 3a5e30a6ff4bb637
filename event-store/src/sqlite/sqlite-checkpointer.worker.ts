// Entry of the SQLite checkpointer thread: copies committed WAL frames into the database file
// beside the writer, so the writer's own automatic checkpoint (run inside a commit, ahead of the
// next group's fsync) finds almost nothing left to copy. PASSIVE never blocks a reader or writer.
import BetterSqlite3 from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new BetterSqlite3(file);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the writer's automatic checkpoint still bounds the WAL.
  }
}, intervalMs);

parentPort?.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
