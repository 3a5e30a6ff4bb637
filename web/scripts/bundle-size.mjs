// Prints the gzip size of the initial JavaScript: the entry chunk and everything it imports
// statically (what the browser must load before the first screen), then fails over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 300);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the manifest; build first');

const seen = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
};
walk(entryKey);

const kb = (n) => (n / 1024).toFixed(1);
let raw = 0;
let gz = 0;
const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  const buf = readFileSync(join(dist, file));
  const z = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += z;
  return { file, raw: buf.length, gzip: z };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows)
  console.log(
    `${r.file.padEnd(48)} ${kb(r.raw).padStart(8)} kB  gzip ${kb(r.gzip).padStart(7)} kB`,
  );
// The CSS of every initial chunk: the libraries' styles travel with the chunk that holds them.
const css = [...new Set([...seen].flatMap((key) => manifest[key].css ?? []))].reduce(
  (s, f) => s + gzipSync(readFileSync(join(dist, f))).length,
  0,
);
console.log(
  `initial JS: ${rows.length} files, ${kb(raw)} kB raw, ${kb(gz)} kB gzip (budget ${BUDGET_KB} kB); initial CSS ${kb(css)} kB gzip`,
);
process.exit(gz / 1024 <= BUDGET_KB ? 0 : 1);
