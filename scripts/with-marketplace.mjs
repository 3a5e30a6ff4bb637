// node scripts/with-marketplace.mjs -- <command...>: starts the built marketplace on a free
// loopback port with a fresh data folder and demo seed, runs the command with BASE_URL set,
// then stops it. Used by the browser e2e suite and the k6 smoke run.
import { spawnSync } from 'node:child_process';
import { startMarketplace } from './marketplace-process.mjs';
import { useThisNodeForChildren } from './node/this-node.mjs';

const sep = process.argv.indexOf('--');
const [cmd, ...args] = process.argv.slice(sep + 1);
if (!cmd) throw new Error('usage: with-marketplace.mjs -- <command...>');

const marketplace = await startMarketplace().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
const { baseUrl, stop } = marketplace;
console.log(`marketplace ready on ${baseUrl}`);
// The command (npx vitest, k6's runner) runs on this Node too.
useThisNodeForChildren();
const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } });
stop(r.status !== 0);
process.exit(r.status ?? 1);
