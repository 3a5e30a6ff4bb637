import { CommandBus } from '../src/decider/command-bus.js';
import { openPostgresEventStore } from '../src/postgres/postgres-event-store.js';
import {
  AT,
  bestOf,
  benchDecider,
  type Figure,
  perTickBatcher,
  type Rate,
  storm,
  timed,
} from './bench-kit.js';
import type { Sizes } from './sqlite-bench.js';

const data = (i: number) => ({ amount: 100 + i, bidder: `user-${i % 97}` });
const PAD = 'x'.repeat(420);
let rawSeq = 0;

export async function benchPostgres(url: string, z: Sizes): Promise<Figure[]> {
  const figures: Figure[] = [];
  const add = (scenario: string, r: Rate, note?: string) =>
    figures.push({ engine: 'postgres', scenario, ...r, ...(note ? { note } : {}) });
  const schema = `bench_${Date.now()}`;
  const store = await openPostgresEventStore({ url, schema, poolSize: 20 });
  try {
    const bus = new CommandBus({ store, decider: benchDecider, schemaVersion: () => 1 });
    add(
      'hot stream, 50 writers, CommandBus',
      await bestOf(z.runs, (r) =>
        storm(z.hot, 50, (i) =>
          bus.handle({
            stream: 'lot-hot',
            command: { amount: i + 1, bidder: `u${i % 50}` },
            commandId: `h-${r}-${i}`,
            at: AT,
          }),
        ),
      ),
    );
    add(
      `${z.streams} streams, 50 writers, CommandBus`,
      await storm(z.wide, 50, (i) =>
        bus.handle({
          stream: `lot-${i % z.streams}`,
          command: { amount: i + 1, bidder: `u${i % 50}` },
          commandId: `w-${i}`,
          at: AT,
        }),
      ),
      'one transaction per append, pool of 20',
    );
    const fill = z.replayFill - z.hot * z.runs - z.wide;
    for (let done = 0; done < fill; done += 1_000) {
      await store.append(
        `fill-${done}`,
        Array.from({ length: 1_000 }, (_, k) => ({
          id: crypto.randomUUID(),
          type: 'BidPlaced',
          schemaVersion: 1,
          data: data(k),
          metadata: { correlationId: 'f', causationId: 'f', at: AT },
        })),
        'no_stream',
      );
    }
    add(
      'replay readAll (pages of 10,000)',
      await bestOf(z.runs, () =>
        timed(async () => {
          let n = 0;
          for (
            let from = '', page = await store.readAll(from, 10_000);
            page.length;
            page = await store.readAll(from, 10_000)
          ) {
            n += page.length;
            from = page.at(-1)?.position ?? from;
          }
          return n;
        }),
      ),
    );

    const raw = store.pool;
    const t = `"${schema}".raw`;
    await raw.query(
      // Raw rows carry what an event row carries: a ~500-byte body, a unique id, unique stream+seq.
      `CREATE TABLE ${t} (position bigserial PRIMARY KEY, id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(), stream text NOT NULL, seq bigint NOT NULL, data jsonb NOT NULL, UNIQUE (stream, seq))`,
    );
    const one = (stream: string, i: number) =>
      raw.query(`INSERT INTO ${t} (stream, seq, data) VALUES ($1, $2, $3)`, [
        stream,
        rawSeq++,
        { ...data(i), pad: PAD },
      ]);
    add(
      'raw insert, autocommit per row, 50 writers',
      await bestOf(z.runs, () => storm(z.hot, 50, (i) => one('lot-hot', i))),
      'baseline: server-side WAL group flush only',
    );
    const batched = perTickBatcher<[string, number]>(async (rows) => {
      await raw.query(
        `INSERT INTO ${t} (stream, seq, data) SELECT s, q, jsonb_build_object('amount', q, 'bidder', 'user-1', 'pad', $3::text) FROM unnest($1::text[], $2::bigint[]) AS u(s, q)`,
        [rows.map((r) => r[0]), rows.map(() => rawSeq++), PAD],
      );
    });
    add(
      'raw multi-row insert, one statement per tick',
      await bestOf(z.runs, () => storm(z.hot, 50, (i) => batched(['lot-hot', i]))),
      'baseline with the same group commit',
    );
    add(
      'raw insert across streams, autocommit per row',
      await storm(z.wide, 50, (i) => one(`lot-${i % z.streams}`, i)),
    );
    await raw.query(
      `INSERT INTO ${t} (stream, seq, data) SELECT 'fill', g, jsonb_build_object('amount', g, 'bidder', 'user-' || g % 97, 'pad', repeat('x', 420)) FROM generate_series(1, $1) g`,
      [fill],
    );
    add(
      'raw replay SELECT * (cursorless, pages of 10,000)',
      await bestOf(z.runs, () =>
        timed(async () => {
          let n = 0;
          for (
            let from = '0',
              page = (
                await raw.query(
                  `SELECT * FROM ${t} WHERE position > $1 ORDER BY position LIMIT 10000`,
                  [from],
                )
              ).rows;
            page.length;
            page = (
              await raw.query(
                `SELECT * FROM ${t} WHERE position > $1 ORDER BY position LIMIT 10000`,
                [from],
              )
            ).rows
          ) {
            n += page.length;
            from = String((page.at(-1) as { position: string }).position);
          }
          return n;
        }),
      ),
    );
  } finally {
    await store.pool.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
    await store.close();
  }
  return figures;
}
