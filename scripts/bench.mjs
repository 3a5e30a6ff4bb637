// npm run bench -- <name...>: runs benchmarks (not tests); each prints its figures and writes
// JSON under bench/results/. With no name, runs them all.
import { spawnSync } from 'node:child_process';
import { useThisNodeForChildren } from './node/this-node.mjs';

// The benches' npx runs on this Node, the one node_modules was built for.
useThisNodeForChildren();

// Servers this bench started are stopped when it ends, Ctrl-C included; one this checkout already
// had running is used and left running, and said so.
const startedServices = [];
const service = (name, a) =>
  spawnSync('bash', [`scripts/services/${name}.sh`, a], { stdio: ['ignore', 'pipe', 'inherit'] });
const withService = (name, printArg) => {
  if (service(name, 'status').status === 0) {
    console.log(`== ${name}: already running from this checkout; used, and left running`);
  } else {
    if (service(name, 'ensure').status !== 0 || service(name, 'start').status !== 0)
      throw new Error(`${name} did not start`);
    startedServices.push(name);
  }
  return service(name, printArg).stdout.toString().trim();
};
process.on('exit', () => {
  for (const name of startedServices.splice(0)) service(name, 'stop');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const benches = {
  'event-store': () => [
    'npx',
    ['tsx', 'event-store/bench/event-store.bench.ts', '--pg', withService('postgres', 'url')],
  ],
  engine: () => ['npx', ['tsx', 'api/bench/engine.bench.ts']],
  request: () => ['npx', ['tsx', 'api/bench/request-validation.bench.ts']],
  commerce: () => ['npx', ['tsx', 'api/bench/commerce.bench.ts', ...rest]],
  // Measures the built api, as the server runs it: build it first.
  replay: () => {
    if (spawnSync('npx', ['tsc', '-b'], { stdio: 'inherit' }).status !== 0)
      throw new Error('npx tsc -b failed');
    return ['npx', ['tsx', '--tsconfig', 'api/tsconfig.json', 'api/bench/replay.bench.ts']];
  },
  projections: () => [
    'npx',
    ['tsx', 'projections/bench/rebuild.bench.ts', '--redis', withService('redis', 'url')],
  ],
};

// Flags (e.g. --quick) go to every bench that takes them; names pick the benches.
const rest = process.argv.slice(2).filter((a) => a.startsWith('--'));
const picked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const names = picked.length ? picked : Object.keys(benches);
let failed = 0;
for (const name of names) {
  const make = benches[name];
  if (!make) {
    console.error(`unknown bench '${name}'; known: ${Object.keys(benches).join(', ')}`);
    failed++;
    continue;
  }
  console.log(`\n== bench ${name}`);
  const [cmd, args] = make();
  failed += spawnSync(cmd, args, { stdio: 'inherit' }).status === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
