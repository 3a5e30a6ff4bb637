// Rebuild of every read model from zero, in memory and into Redis (pipelined: one Lua commit per
// batch), over a synthetic log shaped like a bid storm. Figures to bench/results/projections.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { RecordedEvent } from '@facet/event-schemas';
import { Redis } from 'ioredis';
import { arrayFeed, marketplaceProjections, marketplaceUpcaster, MemoryReadModelStore, ProjectionRunner, RedisReadModelStore, type ReadModelStore } from '../src/index.js';
import { lotCreated } from '../src/testing/marketplace-scenario.js';
import { recorded } from '../src/testing/recorded-event.builder.js';
import { withNodeOptions } from '../../scripts/node-options.mjs';
import { handFold } from './hand-fold.js';

// The api and the worker run with the product's V8 options (scripts/node-options.mjs): so does this.
const nodeOptions = withNodeOptions(process.env.NODE_OPTIONS);
if (process.env.NODE_OPTIONS !== nodeOptions) {
  const args = [...process.execArgv, ...process.argv.slice(1)];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions } });
  process.exit(run.status ?? 1);
}

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const LOTS = Number(arg('--lots') ?? 2_000);
const BIDS = Number(arg('--bids') ?? 100);
const USERS = 500;
// A rebuild reads the log in the stores' catch-up pages (catchUpBatchSize, 10,000 events): each
// touched document is read and written once per batch.
const BATCH = Number(arg('--batch') ?? 10_000);

function log(): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (let u = 0; u < USERS; u++) out.push(recorded(`user-u${u}`, 0, 'UserRegistered', { userId: `u${u}`, first_name: 'Ann', last_name: 'Lee' }));
  const revs = new Array<number>(LOTS).fill(0);
  // lotCreated() builds the current (v2) data, as the api appends it today.
  for (let l = 0; l < LOTS; l++) out.push(recorded(`lot-l${l}`, revs[l]!++, 'LotCreated', lotCreated(`l${l}`), { schemaVersion: 2 }));
  for (let b = 0; b < BIDS; b++) {
    for (let l = 0; l < LOTS; l++) {
      const userId = `u${(b * 7 + l) % USERS}`;
      const price = 500_00 + b * 10_00;
      out.push(recorded(`lot-l${l}`, revs[l]!++, 'ProxyBidPlaced', { lotId: `l${l}`, bidId: `b${b}`, userId, maximum: price,
        amount: price, wprice: price, leaderId: userId, at: '2030-01-01T10:00:00.000Z' }));
    }
  }
  return out;
}

// Other work shares this 2-core box: CPU seconds of this process are reported beside wall time.
// The runner upcasts as the api and the worker do.
async function rebuild(store: ReadModelStore, events: RecordedEvent[]): Promise<{ wall: number; cpu: number }> {
  const runner = new ProjectionRunner({ feed: arrayFeed(events, BATCH), store, projections: marketplaceProjections, upcast: marketplaceUpcaster() });
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await runner.start();
  await runner.caughtUp();
  const c = process.cpuUsage(c0);
  return { wall: events.length / ((performance.now() - t0) / 1000), cpu: events.length / ((c.user + c.system) / 1e6) };
}

// --floor: only the hand-written fold (hand-fold.ts), printed as JSON for the parent run below.
if (process.argv.includes('--floor')) {
  console.log(JSON.stringify({ eventsPerSecond: handFold(log()) }));
  process.exit(0);
}

/** The floor, cold in a process of its own (the rebuild below is cold too). */
function floor(): number {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1), '--floor'], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  if (child.status !== 0) throw new Error(`the floor fold exited ${child.status}`);
  return (JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { eventsPerSecond: number }).eventsPerSecond;
}

const handFolded = floor();
const events = log();
console.log(`log: ${events.length} events (${LOTS} lots x ${BIDS} bids, ${USERS} users), ${marketplaceProjections.length} read models`);
const memory = await rebuild(new MemoryReadModelStore(), events);
const fmt = (n: number) => Math.round(n).toLocaleString('en');
console.log(`rebuild in memory: ${fmt(memory.wall)} events/s (target >= 300,000), ${fmt(memory.cpu)} per CPU second, load ${loadavg()[0]?.toFixed(2)}`);
console.log(`  floor: the same log folded by hand into plain Maps (hand-fold.ts, no runner or store), cold: ${fmt(handFolded)} events/s`);
const results: Record<string, unknown> = { at: new Date().toISOString(), events: events.length, batch: BATCH, loadAverage: loadavg(),
  memoryEventsPerSecond: Math.round(memory.wall), memoryEventsPerCpuSecond: Math.round(memory.cpu), handFoldFloorEventsPerSecond: Math.round(handFolded) };
const url = arg('--redis') ?? process.env.REDIS_URL;
if (url) {
  const redis = new Redis(url);
  await redis.flushdb();
  const r = await rebuild(new RedisReadModelStore(redis), events);
  console.log(`rebuild into Redis: ${fmt(r.wall)} events/s (target >= 50,000), ${fmt(r.cpu)} per CPU second of this process, load ${loadavg()[0]?.toFixed(2)}`);
  results.redisEventsPerSecond = Math.round(r.wall);
  results.redisEventsPerCpuSecond = Math.round(r.cpu);
  await redis.flushdb();
  redis.disconnect();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/projections.json', `${JSON.stringify(results, null, 2)}\n`);
