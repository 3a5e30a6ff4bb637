// Child process of postgres-crash.int.spec.ts: an append storm through the PostgreSQL adapter,
// opened as the api opens it. Each worker owns its streams and appends with the expected
// revision; stdout gets one JSON line per acknowledged append (and per transaction opened, in
// the open-transactions mode), stderr one line per failed attempt. A failed append is retried
// with the same event ids until acknowledged: its outcome is unknown, and the store's
// idempotency must turn a retry of a committed append into its originals.
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@facet/event-schemas';
import { StreamRevisionConflict, type ExpectedRevision } from '../port.js';
import { EventIdReused } from '../shared/append-rules.js';
import { crashBatch } from './postgres-crash-batch.fixture.js';
import { openPostgresEventStore } from './postgres-event-store.js';

const [url, schema, mode] = process.argv.slice(2);
if (!url || !schema)
  throw new Error('usage: postgres-crash-writer.fixture.ts <url> <schema> [open-transactions]');

const WORKERS = 6;
const SIZES = [1, 3, 4, 5];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

// open-transactions: every append holds its transaction open a moment after its insert, so a
// kill -9 of this process lands inside open transactions (the api's appends are one statement).
const store = await openPostgresEventStore({
  url,
  schema,
  ...(mode === 'open-transactions' && {
    beforeCommit: async (stream: string) => {
      say({ open: stream });
      await sleep(5);
    },
  }),
});

let stopping = false;
process.once('SIGTERM', () => (stopping = true));

async function appendUntilAcknowledged(
  stream: string,
  events: NewEvent[],
  expected: ExpectedRevision,
) {
  for (;;) {
    try {
      return await store.append(stream, events, expected);
    } catch (err) {
      // A conflict on a stream only this worker writes means an append was lost or doubled;
      // ids found in part mean an append was torn. Neither is worth a retry.
      if (err instanceof StreamRevisionConflict || err instanceof EventIdReused) {
        process.stderr.write(`fatal ${err.message}\n`);
        process.exit(3);
      }
      const e = err as { code?: string; message?: string };
      process.stderr.write(`retry ${e.code ?? '-'} ${e.message ?? String(err)}\n`);
      await sleep(50);
    }
  }
}

async function worker(w: number): Promise<void> {
  const streams = [0, 1].map((s) => `lot-${w}-${s}`);
  const expected = new Map<string, ExpectedRevision>(streams.map((s) => [s, 'no_stream']));
  for (let n = 0; !stopping; n += 1) {
    const stream = streams[n % streams.length] as string;
    const events = crashBatch(stream, randomUUID(), SIZES[(w + n) % SIZES.length] as number);
    const result = await appendUntilAcknowledged(stream, events, expected.get(stream) ?? 'any');
    if (result.events.some((e, i) => e.id !== events[i]?.id)) {
      process.stderr.write(`fatal ${stream} acknowledged other events than it was given\n`);
      process.exit(3);
    }
    expected.set(stream, result.nextExpectedRevision);
    // A pause between commands, as between a user's requests: the pool holds idle connections,
    // as the api's does, when the server dies.
    await sleep(10);
    say({
      stream,
      from: result.events[0]?.revision,
      to: result.events.at(-1)?.revision,
      ids: result.events.map((e) => e.id),
    });
  }
}

await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
await store.close();
