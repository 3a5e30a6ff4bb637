// Rebuild of every read model from zero, in memory and into Redis (pipelined: one Lua commit per
// batch), over a synthetic log shaped like a bid storm. Figures to bench/results/projections.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { RecordedEvent } from '@facet/event-schemas';
import { Redis } from 'ioredis';
import {
  arrayFeed,
  marketplaceLayouts,
  marketplaceProjections,
  marketplaceUpcaster,
  MemoryReadModelStore,
  ProjectionRunner,
  RedisReadModelStore,
  type ReadModelStore,
} from '../src/index.js';
import { leadingProxyBid } from '../src/testing/bid-storm.js';
import { lotCreated } from '../src/testing/marketplace-scenario.js';
import { recorded } from '../src/testing/recorded-event.builder.js';
import { rerunUnderNodeOptions } from '../../scripts/node-options.mjs';
import { handFold } from './hand-fold.js';

// The api and the worker run with the product's V8 options (scripts/node-options.mjs): so does this.
const nodeOptions = rerunUnderNodeOptions();

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const LOTS = Number(arg('--lots') ?? 2_000);
const BIDS = Number(arg('--bids') ?? 100);
const USERS = 500;
// A rebuild reads the log in the stores' catch-up pages (catchUpBatchSize, 10,000 events): each
// touched document is read and written once per batch.
const BATCH = Number(arg('--batch') ?? 10_000);

/** How many events log() makes: its users, then each lot's creation and bids. */
const EVENTS = USERS + LOTS * (1 + BIDS);

function log(): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (let u = 0; u < USERS; u++)
    out.push(
      recorded(`user-u${u}`, 0, 'UserRegistered', {
        userId: `u${u}`,
        first_name: 'Ann',
        last_name: 'Lee',
      }),
    );
  const revs = new Array<number>(LOTS).fill(0);
  // lotCreated() builds the current (v2) data, as the api appends it today.
  for (let l = 0; l < LOTS; l++)
    out.push(
      recorded(`lot-l${l}`, revs[l]!++, 'LotCreated', lotCreated(`l${l}`), { schemaVersion: 2 }),
    );
  for (let b = 0; b < BIDS; b++) {
    for (let l = 0; l < LOTS; l++) {
      const userId = `u${(b * 7 + l) % USERS}`;
      out.push(leadingProxyBid(`l${l}`, revs[l]!++, `b${b}`, userId, 500_00 + b * 10_00));
    }
  }
  return out;
}

// Other work shares this 2-core box: CPU seconds of this process are reported beside wall time.
// The runner upcasts as the api and the worker do.
async function rebuild(
  store: ReadModelStore,
  events: RecordedEvent[],
): Promise<{ wall: number; cpu: number }> {
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, BATCH),
    store,
    projections: marketplaceProjections,
    upcast: marketplaceUpcaster(),
  });
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await runner.start();
  await runner.caughtUp();
  const c = process.cpuUsage(c0);
  return {
    wall: events.length / ((performance.now() - t0) / 1000),
    cpu: events.length / ((c.user + c.system) / 1e6),
  };
}

type Part = 'floor' | 'memory' | 'redis';
/** Events/s by the wall clock, and per CPU second of the rebuilding process (ours only). */
type Figure = { wall: number; cpu?: number };
const part = arg('--part') as Part | undefined;
const url = arg('--redis') ?? process.env.REDIS_URL;

// One measurement, cold in this process, printed as JSON for the parent run below.
if (part) {
  const events = log();
  let figure: Figure;
  if (part === 'floor') {
    const c0 = process.cpuUsage();
    const wall = handFold(events);
    const c = process.cpuUsage(c0);
    figure = { wall, cpu: events.length / ((c.user + c.system) / 1e6) };
  } else if (part === 'memory')
    figure = await rebuild(new MemoryReadModelStore(marketplaceLayouts), events);
  else {
    const redis = new Redis(url!);
    await redis.flushdb();
    figure = await rebuild(new RedisReadModelStore(redis, marketplaceLayouts), events);
    await redis.flushdb();
    redis.disconnect();
  }
  console.log(JSON.stringify(figure));
  process.exit(0);
}

/** A part in a process of its own: each rebuild is cold, as the rebuild at start is. */
function run(which: Part): Figure {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, ...process.argv.slice(1), '--part', which],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
    },
  );
  if (child.status !== 0) throw new Error(`the ${which} rebuild exited ${child.status}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Figure;
}

// A single run on this box moves by 15% from one minute to the next: the floor and ours alternate,
// ROUNDS times, and the medians (and their ratio) are the figures.
const ROUNDS = Number(arg('--rounds') ?? 3);
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `log: ${EVENTS} events (${LOTS} lots x ${BIDS} bids, ${USERS} users), ${marketplaceProjections.length} read models, ${ROUNDS} rounds`,
);
const floors: number[] = [];
const floorCpus: number[] = [];
const memory: Figure[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const floor = run('floor');
  floors.push(floor.wall);
  floorCpus.push(floor.cpu!);
  memory.push(run('memory'));
  console.log(
    `  round ${r + 1}: in memory ${fmt(memory.at(-1)!.wall)} events/s, floor ${fmt(floors.at(-1)!)}, load ${loadavg()[0]?.toFixed(2)}`,
  );
}
const memoryWall = median(memory.map((m) => m.wall));
const floorWall = median(floors);
// On a shared box the wall clock measures the neighbours as much as the fold: per CPU second of
// each process, the two compare what each costs.
const memoryCpu = median(memory.map((m) => m.cpu!));
const floorCpu = median(floorCpus);
console.log(
  `rebuild in memory: ${fmt(memoryWall)} events/s median (target >= 300,000), ${fmt(median(memory.map((m) => m.cpu!)))} per CPU second`,
);
console.log(
  `  floor: the same log folded by hand into plain Maps (hand-fold.ts, no runner or store), cold: ${fmt(floorWall)} events/s median; ours / floor ${(memoryWall / floorWall).toFixed(2)}`,
);
console.log(
  `  per CPU second of each process: ours ${fmt(memoryCpu)}, floor ${fmt(floorCpu)}; ours / floor ${(memoryCpu / floorCpu).toFixed(2)}`,
);
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  events: EVENTS,
  batch: BATCH,
  rounds: ROUNDS,
  loadAverage: loadavg(),
  memoryEventsPerSecond: Math.round(memoryWall),
  memoryEventsPerCpuSecond: Math.round(median(memory.map((m) => m.cpu!))),
  handFoldFloorEventsPerSecond: Math.round(floorWall),
  memoryToFloor: Number((memoryWall / floorWall).toFixed(2)),
  memoryRuns: memory.map((m) => Math.round(m.wall)),
  floorRuns: floors.map(Math.round),
  handFoldFloorEventsPerCpuSecond: Math.round(floorCpu),
  memoryToFloorPerCpuSecond: Number((memoryCpu / floorCpu).toFixed(2)),
};
if (url) {
  const redis = Array.from({ length: ROUNDS }, () => run('redis'));
  const wall = median(redis.map((r) => r.wall));
  console.log(
    `rebuild into Redis: ${fmt(wall)} events/s median of ${redis.map((r) => fmt(r.wall)).join(', ')} (target >= 50,000), ${fmt(median(redis.map((r) => r.cpu!)))} per CPU second of the rebuilding process, load ${loadavg()[0]?.toFixed(2)}`,
  );
  results.redisEventsPerSecond = Math.round(wall);
  results.redisEventsPerCpuSecond = Math.round(median(redis.map((r) => r.cpu!)));
  results.redisRuns = redis.map((r) => Math.round(r.wall));
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/projections.json', `${JSON.stringify(results, null, 2)}\n`);
