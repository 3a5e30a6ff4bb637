import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteEventStore } from '../src/sqlite/sqlite-event-store.js';
import { bestOf, type Figure, perTickBatcher, type Rate, storm, timed } from './bench-kit.js';
import { storeScenarios } from './store-scenarios.js';

export interface Sizes {
  hot: number;
  wide: number;
  streams: number;
  replayFill: number;
  rawSingle: number;
  runs: number;
}

// Raw rows carry what an event row carries (a ~500-byte body, a unique id, unique stream+seq),
// so the baseline writes the same volume with the same durability.
const rawBody = (i: number) =>
  JSON.stringify({ amount: 100 + i, bidder: `user-${i % 97}`, pad: 'x'.repeat(420) });
let rawSeq = 0;

export async function benchSqlite(dir: string, z: Sizes): Promise<Figure[]> {
  const figures: Figure[] = [];
  const add = (scenario: string, r: Rate, note?: string) =>
    figures.push({ engine: 'sqlite', scenario, ...r, ...(note ? { note } : {}) });

  const store = openSqliteEventStore({ file: join(dir, 'events.db') });
  // Pages of 2,000, the batch the store's own subscription reads: a page of 10,000 parsed events
  // outlives V8's young generation and costs ~40% more CPU in promotion alone (measured).
  const fill = await storeScenarios(store, z, add, 500, 2_000);

  await store.close();

  const raw = new BetterSqlite3(join(dir, 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec(
    'CREATE TABLE raw (position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL, UNIQUE (stream, seq))',
  );
  const insert = raw.prepare('INSERT INTO raw (id, stream, seq, data) VALUES (?, ?, ?, ?)');
  const many = raw.transaction((rows: [string, number, string][]) =>
    rows.forEach((r) => insert.run(crypto.randomUUID(), r[0], rawSeq++, r[2])),
  );
  add(
    'raw insert, 1 transaction per row',
    await storm(z.rawSingle, 50, async (i) => {
      insert.run(crypto.randomUUID(), 'lot-hot', rawSeq++, rawBody(i));
    }),
    'baseline without batching',
  );
  const batched = perTickBatcher<[string, number, string]>((rows) => void many(rows));
  add(
    'raw insert, 50 writers, one transaction per tick',
    await bestOf(z.runs, () => storm(z.hot, 50, (i) => batched(['lot-hot', i, rawBody(i)]))),
    'baseline with the same group commit',
  );
  add(
    'raw insert across streams, one transaction per tick',
    await storm(z.wide, 50, (i) => batched([`lot-${i % z.streams}`, i, rawBody(i)])),
    'baseline with the same group commit',
  );
  for (let done = 0; done < fill; done += 500)
    many(Array.from({ length: 500 }, (_, k) => ['fill', k, rawBody(k)]));
  add(
    'raw replay SELECT *, rows + JSON.parse',
    await bestOf(z.runs, () =>
      timed(async () => {
        let n = 0;
        for (const r of raw
          .prepare('SELECT position, stream, seq, data FROM raw')
          .raw(true)
          .iterate()) {
          JSON.parse((r as unknown[])[3] as string);
          n += 1;
        }
        return n;
      }),
    ),
  );
  raw.close();
  return figures;
}
