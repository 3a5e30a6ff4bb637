// node scripts/with-marketplace.mjs -- <command...>: starts the built marketplace on a free
// loopback port with a fresh data folder and demo seed, runs the command with BASE_URL set,
// then stops it. Used by the browser e2e suite and the k6 smoke run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
const api = spawn('node', ['api/dist/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

let ready = false;
for (let i = 0; i < 120 && !ready && api.exitCode === null; i++) {
  ready = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
  if (!ready) await new Promise((r) => setTimeout(r, 500));
}
if (!ready) {
  console.error(`marketplace did not become healthy on ${baseUrl}`);
  stop();
  process.exit(1);
}
const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } });
stop();
process.exit(r.status ?? 1);
