import { openMemoryEventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceProjections, readModelNamespaces as NS } from '../../read-models.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import { storeFeed } from '../../runner/event-feed.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import { PrivateRedis } from '../../testing/private-redis.js';
import {
  appendOneByOne,
  expectConvergedToTheLog,
  sleep,
} from '../../testing/read-model-convergence.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

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
    await appendOneByOne(events, all.slice(0, half));
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
      await appendOneByOne(events, all.slice(i, i + 10));
      await sleep(5);
      if (!restarted && i - half >= 40) {
        restarted = true;
        await redis.kill();
        await appendOneByOne(events, all.slice(i + 10, i + 20));
        i += 10;
        await sleep(1_500);
        await redis.up();
      }
    }
    // What was written before the restart and lost with it is back.
    await expectConvergedToTheLog(store, events);
    await runner.stop();
    await events.close();
    await store.close();
  }, 90_000);
});
