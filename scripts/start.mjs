// npm start: builds what is stale (TypeScript project references, then the web client) and runs
// the marketplace in one process on the embedded SQLite store under ./data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withNodeOptions } from './node-options.mjs';
import { requireSupportedNode, useThisNodeForChildren } from './node/this-node.mjs';

requireSupportedNode('npm start');
// tsc and the web build (npx, npm) run on this Node too.
useThisNodeForChildren();

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });

console.log('Building the server (tsc -b)...');
if (run('npx', ['tsc', '-b']).status !== 0) process.exit(1);

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce(
    (m, f) => (f === 'node_modules' || f === 'dist' ? m : Math.max(m, newest(join(path, f)))),
    s.mtimeMs,
  );
};

const webPkg = join(root, 'web/package.json');
const webBuild = existsSync(webPkg) && JSON.parse(readFileSync(webPkg, 'utf8')).scripts?.build;
if (webBuild) {
  const built = newest(join(root, 'web/dist/index.html'));
  const sources = Math.max(
    newest(join(root, 'web/src')),
    newest(join(root, 'web/index.html')),
    newest(webPkg),
    newest(join(root, 'event-schemas/src')),
  );
  if (!built || sources > built) {
    console.log('Building the web client...');
    if (run('npm', ['run', 'build', '-w', '@facet/web']).status !== 0) {
      console.warn('The web client did not build; starting the API without it.');
    }
  }
}

const port = process.env.PORT ?? '3000';
console.log(`Starting Facet on http://localhost:${port}`);
const env = { ...process.env, NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS) };
const api = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
