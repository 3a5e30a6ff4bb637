import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SqliteWriter } from './sqlite-writer.js';
import {
  type AppendRequest,
  type Committed,
  type FromWriter,
  fromWireError,
  type ToWriter,
} from './sqlite-writer-protocol.js';

/** Where the store's appends go to be written; outcomes come back through WriterEvents. */
export interface WriterChannel {
  send(batch: AppendRequest[]): void;
  /** Resolves once everything sent before it has been answered and the writer is shut. */
  close(): Promise<void>;
}

export interface WriterEvents {
  outcomes(committed: Committed): void;
  /** The writer is gone; everything unanswered must be rejected. */
  fatal(err: Error): void;
}

/** Writes on the caller's thread (blocks its event loop for each fsync); for comparison and tests. */
export function inlineWriter(file: string, events: WriterEvents): WriterChannel {
  const writer = new SqliteWriter(file);
  return {
    send: (batch) => events.outcomes(writer.commit(batch)),
    close: async () => writer.close(),
  };
}

// Often enough that each of the writer's own checkpoints (every 1,000 WAL pages) has little left.
const CHECKPOINT_INTERVAL_MS = 25;

/**
 * Writes in a worker thread, so the main thread's event loop never waits for an fsync; a second
 * thread keeps checkpointing the WAL, so the writer's commits never wait for a long one either.
 */
export function workerWriter(file: string, events: WriterEvents): WriterChannel {
  const worker = startWorker('sqlite-writer', { file });
  const checkpointer = startWorker('sqlite-checkpointer', {
    file,
    intervalMs: CHECKPOINT_INTERVAL_MS,
  });
  checkpointer.unref();
  checkpointer.on('error', () => undefined);
  const checkpointerExited = new Promise<void>((resolve) =>
    checkpointer.once('exit', () => resolve()),
  );
  const stopCheckpointer = (): Promise<void> => {
    // Referenced again while it shuts, or a process awaiting close() could end with it pending.
    checkpointer.ref();
    checkpointer.postMessage('close');
    return checkpointerExited;
  };
  let unanswered = 0;
  let closing = false;
  let failed = false;
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fail = (err: Error): void => {
    if (failed) return;
    failed = true;
    events.fatal(err);
    markClosed();
    void worker.terminate();
    void checkpointer.terminate();
  };
  // An idle store must not keep the process alive, as the same-thread store never did.
  worker.unref();
  worker.on('message', (m: FromWriter) => {
    if (m.type === 'outcomes') {
      unanswered -= m.outcomes.length;
      if (unanswered === 0 && !closing) worker.unref();
      events.outcomes(m);
    } else if (m.type === 'fatal') fail(fromWireError(m.err));
    else markClosed();
  });
  worker.on('error', (err) => fail(err));
  worker.on('exit', (code) => {
    if (!closing) fail(new Error(`SQLite writer worker exited unexpectedly (code ${code})`));
    markClosed();
  });
  const post = (m: ToWriter): void => worker.postMessage(m);
  return {
    send(batch) {
      if (failed) return;
      if (unanswered === 0) worker.ref();
      unanswered += batch.length;
      post({ type: 'append', batch });
    },
    async close() {
      if (closing) return closed;
      closing = true;
      if (!failed) {
        worker.ref();
        post({ type: 'close' });
      }
      await closed;
      await exited;
      await stopCheckpointer();
    },
  };
}

/** The compiled .js entry next to this module (dist), else the .ts one through a tsx boot. */
function startWorker(name: string, data: Record<string, unknown>): Worker {
  const js = new URL(`./${name}.worker.js`, import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData: data });
  const entry = new URL(`./${name}.worker.ts`, import.meta.url).href;
  return new Worker(new URL('./sqlite-worker-boot.mjs', import.meta.url), {
    workerData: { ...data, entry },
  });
}
