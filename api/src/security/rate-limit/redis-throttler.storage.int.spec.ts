import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateRedis } from '../../../../projections/src/testing/private-redis.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

const MINUTE = 60_000;

/** Issue 19: per-client limits counted in one Redis, so two api nodes see one count. */
describe('The Redis rate-limit storage shared by two api nodes', () => {
  let redis: PrivateRedis;
  let nodeA: RedisThrottlerStorage;
  let nodeB: RedisThrottlerStorage;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    nodeA = new RedisThrottlerStorage(redis.url);
    nodeB = new RedisThrottlerStorage(redis.url);
    // A node counts nothing until its connection is up (it fails open rather than queue).
    for (const node of [nodeA, nodeB])
      while ((await node.increment('warm-up', MINUTE, 1_000, MINUTE, 'default')).totalHits === 0)
        await new Promise((r) => setTimeout(r, 20));
  }, 60_000);
  afterAll(async () => {
    await nodeA?.onApplicationShutdown();
    await nodeB?.onApplicationShutdown();
    await redis?.stop();
  });

  it('counts hits from both nodes in one window and blocks past the limit on either', async () => {
    const hit = (node: RedisThrottlerStorage, key: string) =>
      node.increment(key, MINUTE, 3, 2 * MINUTE, 'default');
    const seen = [];
    for (const node of [nodeA, nodeB, nodeA]) seen.push(await hit(node, 'ip:10.0.0.7'));
    expect(seen.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
    expect(seen[0]?.timeToExpire).toBe(60);

    const fourth = await hit(nodeB, 'ip:10.0.0.7');
    expect([fourth.totalHits, fourth.isBlocked, fourth.timeToBlockExpire]).toEqual([4, true, 120]);
    // The block holds on the other node too, and another client is not touched.
    expect((await hit(nodeA, 'ip:10.0.0.7')).isBlocked).toBe(true);
    expect(await hit(nodeA, 'ip:10.0.0.8')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
