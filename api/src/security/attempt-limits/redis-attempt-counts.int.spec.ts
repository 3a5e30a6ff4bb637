import { afterAll, beforeAll, expect, it } from 'vitest';
import { PrivateRedis } from '../../../../projections/src/testing/private-redis.js';
import { attemptCountsContract } from './attempt-counts.contract.js';
import { RedisAttemptCounts } from './redis-attempt-counts.js';

let redis: PrivateRedis;
beforeAll(async () => {
  redis = await PrivateRedis.start();
}, 60_000);
afterAll(() => redis?.stop());

const connected = async () => {
  const counts = new RedisAttemptCounts(redis.url);
  await counts.connected();
  return counts;
};

attemptCountsContract('Redis', connected);

it('counts in Redis, not on the node: a second client sees the lock', async () => {
  const [a, b] = [await connected(), await connected()];
  const limit = { max: 2, windowMs: 60_000, lockMs: 60_000 };
  await a.count('login:acct:shared', limit, Date.now());
  await b.count('login:acct:shared', limit, Date.now());
  expect(await a.lockedFor('login:acct:shared', Date.now())).toBeGreaterThan(0);
  await Promise.all([a.close(), b.close()]);
});
