// node load-tests/run.mjs [--smoke] [--floor] [scenario...]: runs the k6 scenarios against BASE_URL
// (default http://localhost:3000); summaries to bench/results/k6-<scenario>.json. Then
// load-tests/floods.mjs (scenario name 'floods'), which starts a marketplace of its own, and, when
// named, load-tests/scale.mjs ('scale': one and two api processes on PostgreSQL + Redis).
// --floor runs the scenarios that have a floor server (load-tests/floor) against it instead, started
// here: the same k6 run against a bare server, so a budget can be judged against what any server
// reaches on this machine. Its budgets failing is a finding, not a failure of this command.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const wanted = args.filter((a) => !a.startsWith('--'));
const k6 = spawnSync('bash', [join(repo, 'scripts/services/k6.sh'), 'bin'], {
  encoding: 'utf8',
}).stdout.trim();
const ensure = spawnSync('bash', [join(repo, 'scripts/services/k6.sh'), 'ensure'], {
  stdio: 'inherit',
});
if (ensure.status !== 0) process.exit(1);
const results = join(repo, 'bench/results');
mkdirSync(results, { recursive: true });
const floor = args.includes('--floor');
// The scenarios that have a floor server, and its file under load-tests/floor.
const FLOORS = { 'websocket-watchers': 'push-floor-server.mjs' };
const scenarios = readdirSync(join(here, 'scenarios'))
  .filter((f) => f.endsWith('.js'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.js$/, '')))
  .filter((f) => !floor || FLOORS[f.replace(/\.js$/, '')]);
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';

/** Starts the scenario's floor server; resolves with the child once it listens. */
async function startFloor(name, port) {
  const server = spawn(process.execPath, [join(here, 'floor', FLOORS[name])], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: port },
  });
  await new Promise((ready, reject) => {
    server.stdout.once('data', ready);
    server.once('exit', (code) => reject(new Error(`floor server for ${name} exited ${code}`)));
  });
  return server;
}

let failed = 0;
for (const file of scenarios) {
  const name = file.replace(/\.js$/, '');
  const port = process.env.FLOOR_PORT ?? '3999';
  const floorServer = floor ? await startFloor(name, port) : undefined;
  const url = floor ? `http://127.0.0.1:${port}` : baseUrl;
  const label = `${smoke ? '-smoke' : ''}${floor ? '-floor' : ''}`;
  console.log(
    `\n== k6 ${name}${smoke ? ' (smoke)' : ''}${floor ? ' against the floor server' : ''} at ${url}`,
  );
  const r = spawnSync(
    k6,
    [
      'run',
      '--quiet',
      '--summary-export',
      join(results, `k6-${name}${label}.json`),
      join(here, 'scenarios', file),
    ],
    { stdio: 'inherit', env: { ...process.env, BASE_URL: url, SMOKE: smoke ? '1' : '0' } },
  );
  floorServer?.kill('SIGTERM');
  // k6 exits 99 when only thresholds failed: against the floor, that is what is being measured.
  if (floor && r.status === 99)
    console.log(`-- the floor server does not meet ${name}'s budgets on this machine`);
  else if (r.status !== 0) {
    console.log(`!! ${name} failed (k6 exit ${r.status})`);
    failed += 1;
  }
}
// Issue 28's floods and SIGTERM: a Node script that starts its own marketplace (limits on).
// And beyond one core (scale.mjs: one and two api processes on PostgreSQL + Redis), only by name.
const nodeScenarios = floor
  ? []
  : [
      ...(wanted.length === 0 || wanted.includes('floods') ? ['floods'] : []),
      ...(wanted.includes('scale') ? ['scale'] : []),
    ];
for (const name of nodeScenarios) {
  console.log(`\n== ${name}${smoke ? ' (smoke)' : ''} (its own marketplace)`);
  const r = spawnSync(
    process.execPath,
    [join(here, `${name}.mjs`), ...(smoke ? ['--smoke'] : [])],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) {
    console.log(`!! ${name} failed (exit ${r.status})`);
    failed += 1;
  }
}
console.log(`\n${scenarios.length + nodeScenarios.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
