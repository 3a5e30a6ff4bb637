import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceProjections } from '../../read-models.js';
import { arrayFeed } from '../../runner/event-feed.js';
import { namespaceOf } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import { requireRedisUrl } from '../../testing/services.js';
import { MemoryReadModelStore } from '../memory/memory-read-model-store.js';
import type { ReadModelStore } from '../read-model-store.port.js';
import { RedisReadModelStore } from './redis-read-model-store.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';

// A database of its own: this spec flushes it.
const DB = 10;
const SHAPE = { LOTS: '20', BIDS: '60', BATCH: '7' };
const url = requireRedisUrl();
const redis = new Redis(url, { db: DB });
const child = fileURLToPath(new URL('./redis-worker.child.ts', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (docs: object[]) => docs.map((d) => JSON.stringify(d, Object.keys(d).sort())).sort();
const lotCardCheckpoint = () => redis.get(`cp:${namespaceOf(marketplaceProjections[0]!)}`);

async function rebuild(
  store: ReadModelStore,
  events = bidStorm(Number(SHAPE.LOTS), Number(SHAPE.BIDS)),
): Promise<void> {
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, 50),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
}

describe('A projection worker on Redis', () => {
  afterAll(() => redis.disconnect());

  it('killed with SIGKILL mid-rebuild, resumes from its checkpoint and ends equal to a rebuild from zero', async () => {
    await redis.flushdb();
    const worker = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, ...SHAPE, REDIS_URL: url, REDIS_DB: String(DB) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    worker.stdout.on('data', (d) => (out += String(d)));
    const exited = new Promise((r) => worker.once('exit', r));
    const end = Date.now() + 20_000;
    while (!(await lotCardCheckpoint()) && Date.now() < end) await sleep(5);
    await sleep(30);
    worker.kill('SIGKILL');
    await exited;
    expect(out).not.toContain('finished');
    const events = bidStorm(Number(SHAPE.LOTS), Number(SHAPE.BIDS));
    const left = await lotCardCheckpoint();
    expect(left).toBeTruthy();
    expect(left).not.toBe(events.at(-1)!.position);

    // A new worker picks up where the killed one's last atomic commit left the checkpoint.
    const store = new RedisReadModelStore(redis.duplicate(), marketplaceLayouts);
    await rebuild(store, events);
    const fromZero = new MemoryReadModelStore(marketplaceLayouts);
    await rebuild(fromZero, events);
    for (const p of marketplaceProjections) {
      const ns = namespaceOf(p);
      expect(sorted(await store.all(ns)), ns).toEqual(sorted(await fromZero.all(ns)));
      expect(await store.readCheckpoint(ns)).toBe(events.at(-1)!.position);
    }
    await store.close();
  });
});
