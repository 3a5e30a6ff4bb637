import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceProjections } from '../../read-models.js';
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
    expect(await store.get('bid-history:v2', 'l1')).toEqual(
      await memory.get('bid-history:v2', 'l1'),
    );
    expect(await store.get('my-bids:v2', 'b')).toEqual(await memory.get('my-bids:v2', 'b'));
    expect(sorted(await store.all('my-bids:v2'))).toEqual(sorted(await memory.all('my-bids:v2')));
  });
});
