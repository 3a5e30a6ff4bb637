import { openMemoryEventStore } from '@facet/event-store';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceProjections, readModelNamespaces as NS } from '../../read-models.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import { storeFeed } from '../../runner/event-feed.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import {
  appendOneByOne,
  expectConvergedToTheLog,
  sleep,
} from '../../testing/read-model-convergence.js';
import { requireRedisUrl } from '../../testing/services.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

// A database of its own: this spec flushes it.
const redis = new Redis(requireRedisUrl(), { db: 9 });

describe('Read models in Redis', () => {
  afterAll(() => redis.disconnect());

  it('rebuild from zero by themselves when Redis is flushed while events keep arriving', async () => {
    await redis.flushdb();
    const store = new RedisReadModelStore(redis.duplicate(), marketplaceLayouts);
    const events = openMemoryEventStore();
    // Enough bids that batches keep coming before, across and after the flush.
    const all = bidStorm(12, 25);
    const half = Math.floor(all.length / 2);
    await appendOneByOne(events, all.slice(0, half));
    const runner = new ProjectionRunner({
      feed: storeFeed(events),
      store,
      projections: marketplaceProjections,
    });
    await runner.start();
    await runner.caughtUp();
    expect(await store.get(NS.names, 'a')).toBeDefined();

    // Small appends with pauses, so the runner commits batches before, across and after the flush.
    for (let i = half; i < all.length; i += 10) {
      await appendOneByOne(events, all.slice(i, i + 10));
      await sleep(5);
      if (i - half >= 40 && i - half < 50) await redis.flushdb();
    }
    // The documents written before the flush are back (the users registered in the first half).
    await expectConvergedToTheLog(store, events);
    await runner.stop();
    await events.close();
    await store.close();
  });
});
