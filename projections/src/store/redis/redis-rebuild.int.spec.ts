import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceProjections, readModelNamespaces as NS } from '../../read-models.js';
import { arrayFeed } from '../../runner/event-feed.js';
import { namespaceOf } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { marketplaceScenario } from '../../testing/marketplace-scenario.js';
import { requireRedisUrl } from '../../testing/services.js';
import { MemoryReadModelStore } from '../memory/memory-read-model-store.js';
import type { ReadModelStore } from '../read-model-store.port.js';
import { RedisReadModelStore } from './redis-read-model-store.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';

const events = marketplaceScenario();
// A database of its own: the read models use their real namespaces here.
const redis = new Redis(requireRedisUrl(), { db: 7 });
const store = new RedisReadModelStore(redis, marketplaceLayouts);

async function run(s: ReadModelStore, evts = events, batchSize = 3): Promise<void> {
  const runner = new ProjectionRunner({
    feed: arrayFeed(evts, batchSize),
    store: s,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
}

const sorted = (docs: object[]) => docs.map((d) => JSON.stringify(d, Object.keys(d).sort())).sort();

describe('Read models in Redis', () => {
  afterAll(() => redis.disconnect());

  it('equal the in-memory fold, grouped documents included, when batches are delivered twice', async () => {
    for (const p of marketplaceProjections) await store.drop(namespaceOf(p));
    await run(store, [...events.slice(0, 10), ...events.slice(5)], 4);
    const memory = new MemoryReadModelStore(marketplaceLayouts);
    await run(memory);
    for (const p of marketplaceProjections) {
      const ns = namespaceOf(p);
      expect(await store.all(ns)).toEqual(expect.arrayContaining(await memory.all(ns)));
      expect((await store.all(ns)).length).toBe((await memory.all(ns)).length);
    }
    // The grouped read models, by the namespaces their projections name (a typed one would read
    // an empty namespace on both sides after a version bump, and pass).
    expect(await memory.get(NS.history, 'l1')).toBeDefined();
    expect(await memory.get(NS.myBids, 'b')).toBeDefined();
    expect(await store.get(NS.history, 'l1')).toEqual(await memory.get(NS.history, 'l1'));
    expect(await store.get(NS.myBids, 'b')).toEqual(await memory.get(NS.myBids, 'b'));
    expect(sorted(await store.all(NS.myBids))).toEqual(sorted(await memory.all(NS.myBids)));
  });
});
