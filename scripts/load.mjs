// npm run load [-- --smoke]: k6 scenarios against a started marketplace (BASE_URL, default
// http://localhost:3000); k6 is built with Go by the project's own script when missing.
import { spawnSync } from 'node:child_process';
import { nodeBin } from './node/this-node.mjs';

const ensure = spawnSync('bash', ['scripts/services/k6.sh', 'ensure'], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(1);
const r = spawnSync(nodeBin, ['load-tests/run.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
