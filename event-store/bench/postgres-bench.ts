import { openPostgresEventStore } from '../src/postgres/postgres-event-store.js';
import { bestOf, type Figure, perTickBatcher, type Rate, storm, timed } from './bench-kit.js';
import { storeScenarios } from './store-scenarios.js';
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
    const fill = await storeScenarios(store, z, add, 1_000, 10_000);

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
