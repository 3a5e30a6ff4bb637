import type { RecordedEvent } from '@facet/event-schemas';
import { openMemoryEventStore, type MemoryEventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceProjections, readModelNamespaces as NS } from '../../read-models.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import { arrayFeed, storeFeed } from '../../runner/event-feed.js';
import { namespaceOf } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import { PrivateRedis } from '../../testing/private-redis.js';
import { MemoryReadModelStore } from '../memory/memory-read-model-store.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (docs: object[]) => docs.map((d) => JSON.stringify(d, Object.keys(d).sort())).sort();

async function append(store: MemoryEventStore, events: readonly RecordedEvent[]): Promise<void> {
  for (const e of events) {
    const { id, type, schemaVersion, data, metadata } = e;
    await store.append(e.stream, [{ id, type, schemaVersion, data, metadata }], 'any');
  }
}

async function until(cond: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond().catch(() => false))) {
    if (Date.now() > end) throw new Error('timed out waiting for the read models to converge');
    await sleep(50);
  }
}

/**
 * Quality row "Redis restarted mid-run" (the flush is redis-flush.int.spec.ts). The runner is set up
 * as the api's READ_MODELS=redis does it (a store built from the URL); the Redis is this test's own,
 * without persistence, so the restart loses every read model and checkpoint while events keep
 * arriving, some of them while Redis is down.
 */
describe('Read models in Redis, Redis restarted mid-run', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('converge to the fold of the log by themselves: the rebuild starts without a manual step', async () => {
    const store = new RedisReadModelStore(redis.url, marketplaceLayouts);
    const events = openMemoryEventStore();
    const errors: unknown[] = [];
    const all = bidStorm(12, 25);
    const half = Math.floor(all.length / 2);
    await append(events, all.slice(0, half));
    const runner = new ProjectionRunner({
      feed: storeFeed(events),
      store,
      projections: marketplaceProjections,
      onError: (e) => errors.push(e),
    });
    await runner.start();
    await runner.caughtUp();
    expect(await store.get(NS.names, 'a')).toBeDefined();

    // Batches before, while Redis is down (1.5 s, longer than the client's own retries), and after.
    let restarted = false;
    for (let i = half; i < all.length; i += 10) {
      await append(events, all.slice(i, i + 10));
      await sleep(5);
      if (!restarted && i - half >= 40) {
        restarted = true;
        await redis.kill();
        await append(events, all.slice(i + 10, i + 20));
        i += 10;
        await sleep(1_500);
        await redis.up();
      }
    }
    const recordedLog = await events.readAll();
    const last = recordedLog.at(-1)!.position;
    const checkpoints = () =>
      Promise.all(marketplaceProjections.map((p) => store.readCheckpoint(namespaceOf(p))));
    await until(async () => (await checkpoints()).every((cp) => cp === last));

    const fromZero = new MemoryReadModelStore(marketplaceLayouts);
    const rebuild = new ProjectionRunner({
      feed: arrayFeed(recordedLog, 7),
      store: fromZero,
      projections: marketplaceProjections,
    });
    await rebuild.start();
    await rebuild.caughtUp();
    for (const p of marketplaceProjections) {
      const ns = namespaceOf(p);
      expect(sorted(await store.all(ns)), ns).toEqual(sorted(await fromZero.all(ns)));
    }
    // What was written before the restart and lost with it is back.
    expect(await store.get(NS.names, 'a')).toEqual(await fromZero.get(NS.names, 'a'));
    await runner.stop();
    await events.close();
    await store.close();
  }, 90_000);
});
