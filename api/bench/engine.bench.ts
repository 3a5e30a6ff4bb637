// npm run bench -- engine  (or: npx tsx api/bench/engine.bench.ts [--quick] [--no-http | --http-only])
// Accepted and offered bids/s through the decider + command bus + durable SQLite store, then
// the same over HTTP with autocannon against a separate server process, and the same HTTP
// measurements against a bare durable Node server (the floor on this machine). JSON to bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
if (spawnSync('npx', ['tsc', '-b', 'api'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
// Imported after the build: the bus part loads api/dist, which a clean clone does not have yet.
const { runBusBench } = await import('./engine-bus.bench-part.js');
const { runHttpBench } = await import('./engine-http.bench-part.js');
const { runFloorBench } = await import('./engine-floor.bench-part.js');
const { runStackFloorBench } = await import('./stack-floor.bench-part.js');
const { printQualityTable, qualityTable } = await import('./quality-table.bench-part.js');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const figures = process.argv.includes('--http-only') ? [] : [...(await runBusBench(quick))];
for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit}`);
if (figures.length) console.log(`  loadavg ${load()} (2 cores)`);
if (!process.argv.includes('--no-http')) {
  const http = await runHttpBench(root, quick);
  for (const f of http) console.log(`${f.name}: ${f.value} ${f.unit}`);
  figures.push(...http);
  // Right after, on the same machine: the floor any Node server meets here (see the part).
  const apiHalfRate = http.find((f) => typeof f.halfRate === 'number')?.halfRate as
    number | undefined;
  const floor = await runFloorBench(root, quick, apiHalfRate);
  for (const f of floor) console.log(`${f.name}: ${f.value} ${f.unit}`);
  figures.push(...floor);
  figures.push(...(await runStackFloorBench(root, quick, apiHalfRate)));
}
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
// Read before this run's JSON is written: the latest commerce and projections runs are other files.
const quality = qualityTable(figures, dir);
printQualityTable(quality);
const file = join(dir, `engine-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      bench: 'engine',
      at: new Date().toISOString(),
      node: process.version,
      quick,
      loadavg: load(),
      figures,
      quality,
    },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
