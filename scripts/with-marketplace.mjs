// node scripts/with-marketplace.mjs -- <command...>: starts the built marketplace on a free
// loopback port with a fresh data folder and demo seed, runs the command with BASE_URL set,
// then stops it. Used by the browser e2e suite and the k6 smoke run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withNodeOptions } from './node-options.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

const sep = process.argv.indexOf('--');
const [cmd, ...args] = process.argv.slice(sep + 1);
if (!cmd) throw new Error('usage: with-marketplace.mjs -- <command...>');

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'facet-data-'));
const baseUrl = `http://127.0.0.1:${port}`;
// The server's log goes to a file so the suite's own output stays readable; shown on failure.
const logFile = join(dataDir, 'marketplace.log');
const log = openSync(logFile, 'a');
const api = spawn('node', [join(repo, 'api/dist/main.js')], {
  cwd: repo,
  env: {
    ...process.env,
    NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The e2e suite and the k6 smoke are hundreds of clients on one address; set it to try a limit.
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '0',
  },
  stdio: ['ignore', log, log],
});
const stop = (showLog = false) => {
  api.kill('SIGTERM');
  if (showLog) console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
  rmSync(dataDir, { recursive: true, force: true });
};

let ready = false;
for (let i = 0; i < 120 && !ready && api.exitCode === null; i++) {
  ready = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 500));
}
if (!ready) {
  console.error(`marketplace did not become healthy on ${baseUrl}`);
  stop(true);
  process.exit(1);
}
console.log(`marketplace ready on ${baseUrl}`);
const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } });
stop(r.status !== 0);
process.exit(r.status ?? 1);
