// Runs every suite of the project in order and prints one closing line for the whole run.
// A suite counts its own tests (vitest's JSON report); a check without tests (build,
// boundaries) counts as one test. A suite that could not run at all counts as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeBin, requireSupportedNode, useThisNodeForChildren } from './node/this-node.mjs';

const repo = process.env.REPO ?? process.cwd();
requireSupportedNode('npm test');
// Every suite runs on this Node (npx, npm and node alike), the one node_modules was built for.
useThisNodeForChildren();
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** What failed, by suite, file and test, with its first message line: printed with the summary. */
const failures = [];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', env: process.env, ...opts });
  return r.status ?? 1;
}

function check(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n== ${name}`);
  const ok = run(cmd, args) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0);
}

/** A suite that prints its own closing 'N passed, N failed' line (the k6 smoke runner). */
function counted(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, args, {
    cwd: repo,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const out = r.stdout?.toString() ?? '';
  process.stdout.write(out);
  const m = [...out.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  if (!m) return record(name, 0, 1, 0);
  const failed = Number(m[2]) || (r.status === 0 ? 0 : 1);
  record(name, Number(m[1]), failed, 0);
}

/** Runs one workspace's vitest, optionally wrapped (e.g. by a started marketplace). */
function vitest(name, workspace, extra = [], wrapper = []) {
  if (only.length && !only.includes(name)) return;
  if (!existsSync(join(repo, workspace, 'vitest.config.ts'))) return;
  console.log(`\n== ${name} (${workspace})`);
  const dir = mkdtempSync(join(tmpdir(), 'facet-vitest-'));
  const report = join(dir, 'report.json');
  const failuresFile = join(dir, 'failures.jsonl');
  const vitestArgs = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--reporter=${join(repo, 'scripts/vitest-failures-reporter.mjs')}`,
    `--outputFile.json=${report}`,
    ...extra,
  ];
  const opts = {
    cwd: join(repo, workspace),
    env: { ...process.env, FACET_FAILURES_FILE: failuresFile },
  };
  const code = wrapper.length
    ? run(nodeBin, [...wrapper, '--', 'npx', ...vitestArgs], opts)
    : run('npx', vitestArgs, opts);
  const ownFailures = noteFailures(name, failuresFile);
  if (!existsSync(report)) return record(name, 0, 1, 0);
  const r = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails to load has no failed test but must not pass silently.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
  ).length;
  let failed = r.numFailedTests + Math.max(brokenFiles, ownFailures);
  if (code !== 0 && failed === 0) failed = 1;
  record(name, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests);
}

/**
 * CI keeps only the tail of a run's output: the names of what failed (and why, in one line) go
 * with the summary, so a failure seen once can be found again. Returns how many failures are not
 * failed tests (a suite's hook, a file that did not load): those count as failed too.
 */
function noteFailures(suite, file) {
  if (!existsSync(file)) return 0;
  let own = 0;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const f = JSON.parse(line);
    if (f.kind !== 'test') own++;
    const where = f.file.replace(`${repo}/`, '');
    failures.push(`${suite}: ${where}${f.name ? ` > ${f.name}` : ''}: ${f.message}`);
  }
  return own;
}

function record(name, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${name.padEnd(28)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

if (process.env.FACET_SERVICE_FAILURES) {
  for (const s of process.env.FACET_SERVICE_FAILURES.split(' ').filter(Boolean)) {
    record(`service ${s}`, 0, 1, 0);
  }
}

// The workspaces, then the benches and the specs type-checked (tsx and vitest strip their types).
check('build', 'npm', ['run', '--silent', 'build']);
// The browser suite and the smoke run load the client the api serves from web/dist.
check('build-web', 'npm', ['run', '--silent', 'build', '-w', '@facet/web']);
check('boundaries', 'npm', ['run', '--silent', 'boundaries']);
// The boundary rules fire on fixtures that break each of them (scripts/boundaries).
vitest('boundary-rules', 'scripts');
// ESLint and Prettier: a style error fails CI like a failing test.
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('event-schemas', 'event-schemas');
vitest('event-store', 'event-store');
vitest('projections', 'projections');
vitest('api', 'api');
vitest('web', 'web');
const webScripts = existsSync(join(repo, 'web/package.json'))
  ? (JSON.parse(readFileSync(join(repo, 'web/package.json'), 'utf8')).scripts ?? {})
  : {};
if (webScripts.e2e) {
  const withMarketplace = join(repo, 'scripts/with-marketplace.mjs');
  vitest('web-e2e', 'web', ['--config', 'vitest.e2e.config.ts'], [withMarketplace]);
}
if (existsSync(join(repo, 'load-tests/run.mjs'))) {
  counted('load-smoke', nodeBin, [
    'scripts/with-marketplace.mjs',
    '--',
    nodeBin,
    'scripts/load.mjs',
    '--smoke',
  ]);
}

console.log('\n== summary');
for (const l of lines) console.log(l);
if (failures.length) {
  console.log('\n== failed');
  for (const f of failures) console.log(`- ${f}`);
  console.log('');
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
