// node load-tests/run.mjs [--smoke] [scenario...]: runs the k6 scenarios against BASE_URL
// (default http://localhost:3000); summaries to bench/results/k6-<scenario>.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const wanted = args.filter((a) => !a.startsWith('--'));
const k6 = spawnSync('bash', [join(repo, 'scripts/services/k6.sh'), 'bin'], { encoding: 'utf8' }).stdout.trim();
const ensure = spawnSync('bash', [join(repo, 'scripts/services/k6.sh'), 'ensure'], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(1);
const results = join(repo, 'bench/results');
mkdirSync(results, { recursive: true });
const scenarios = readdirSync(join(here, 'scenarios')).filter((f) => f.endsWith('.js'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.js$/, '')));
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';

let failed = 0;
for (const file of scenarios) {
  const name = file.replace(/\.js$/, '');
  console.log(`\n== k6 ${name}${smoke ? ' (smoke)' : ''} against ${baseUrl}`);
  const r = spawnSync(k6, ['run', '--quiet', '--summary-export', join(results, `k6-${name}${smoke ? '-smoke' : ''}.json`),
    join(here, 'scenarios', file)], { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl, SMOKE: smoke ? '1' : '0' } });
  if (r.status !== 0) {
    console.log(`!! ${name} failed (k6 exit ${r.status})`);
    failed += 1;
  }
}
console.log(`\n${scenarios.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
