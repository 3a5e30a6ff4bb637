// npx tsx event-store/bench/event-store.bench.ts [--pg URL] [--quick]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, printTable } from './bench-kit.js';
import { benchSqlite, type Sizes } from './sqlite-bench.js';
import { benchPostgres } from './postgres-bench.js';

const args = process.argv.slice(2);
const pgIndex = args.indexOf('--pg');
const pgUrl = pgIndex >= 0 ? args[pgIndex + 1] : process.env.PG_URL;
const quick = args.includes('--quick');
const sqliteSizes: Sizes = quick
  ? { hot: 5_000, wide: 10_000, streams: 10_000, replayFill: 50_000, rawSingle: 300, runs: 2 }
  : { hot: 20_000, wide: 30_000, streams: 10_000, replayFill: 300_000, rawSingle: 1_000, runs: 3 };
const pgSizes: Sizes = quick
  ? { hot: 5_000, wide: 10_000, streams: 10_000, replayFill: 50_000, rawSingle: 0, runs: 2 }
  : { hot: 10_000, wide: 20_000, streams: 10_000, replayFill: 200_000, rawSingle: 0, runs: 3 };

const figures: Figure[] = [];
const loadAtStart = loadavg();
console.log(`load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`);
const dir = mkdtempSync(join(tmpdir(), 'facet-bench-'));
try {
  console.log(`SQLite (synchronous=FULL, WAL) in ${dir}`);
  figures.push(...(await benchSqlite(dir, sqliteSizes)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (pgUrl) {
  console.log(`PostgreSQL at ${pgUrl.replace(/:[^:@/]*@/, ':***@')}`);
  figures.push(...(await benchPostgres(pgUrl, pgSizes)));
} else {
  console.log('PostgreSQL not measured: pass --pg URL or set PG_URL');
}

const get = (engine: string, prefix: string) =>
  figures.find((f) => f.engine === engine && f.scenario.startsWith(prefix))?.opsPerSec ?? NaN;
const ratios = ['sqlite', 'postgres'].flatMap((e) => {
  const rawHot = e === 'sqlite' ? 'raw insert, 50 writers' : 'raw multi-row insert';
  return [
    { label: `${e} hot stream / raw`, value: get(e, 'hot stream') / get(e, rawHot), vs: rawHot },
    {
      label: `${e} 10k streams / raw`,
      value: get(e, '10000 streams') / get(e, 'raw insert across'),
      vs: 'raw insert across streams',
    },
    {
      label: `${e} replay / raw`,
      value: get(e, 'replay') / get(e, 'raw replay'),
      vs: 'raw replay',
    },
  ].filter((r) => !Number.isNaN(r.value));
});
printTable(figures, ratios);

const targets = {
  'sqlite hot stream >= 5,000/s': get('sqlite', 'hot stream') >= 5_000,
  'sqlite replay >= 300,000/s': get('sqlite', 'replay') >= 300_000,
  ...(pgUrl ? { 'postgres hot stream >= 3,000/s': get('postgres', 'hot stream') >= 3_000 } : {}),
};
console.log(targets);
const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
const at = new Date().toISOString();
const file = join(out, `event-store-${at.replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at, node: process.version, cpus: cpus().length, loadavg: { start: loadAtStart, end: loadavg() }, quick, figures, ratios, targets }, null, 2)}\n`,
);
console.log(`results: ${file}`);
