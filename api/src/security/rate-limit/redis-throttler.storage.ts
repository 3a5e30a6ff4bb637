import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { FIXED_WINDOW_HIT, RedisScriptClient } from '../redis-script-client.js';

/**
 * One fixed window per key, counted in Redis so every api node sees the same count (the throttler's
 * own storage is per process). Same semantics as its in-memory storage: past `limit` hits the key
 * is blocked for `blockDuration`, whatever else happens in the window. One script, so the count,
 * its expiry and the block are set atomically even with many nodes hitting the same key.
 */
const SCRIPT = `${FIXED_WINDOW_HIT}local block = redis.call('PTTL', KEYS[2])
if block <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  block = tonumber(ARGV[3])
end
return {hits, ttl, block}
`;

/** Not exported by the package's index. */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

type Throttle = (
  hitsKey: string,
  blockKey: string,
  ttlMs: number,
  limit: number,
  blockMs: number,
) => Promise<[number, number, number]>;

const OPEN: ThrottlerStorageRecord = {
  totalHits: 0,
  timeToExpire: 0,
  isBlocked: false,
  timeToBlockExpire: 0,
};

export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly client: RedisScriptClient<Throttle>;

  constructor(url: string, prefix = 'facet:rate') {
    this.client = new RedisScriptClient<Throttle>(url, prefix, 'facetThrottle', SCRIPT, 2);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // The hash tag keeps both keys on one slot (Redis Cluster runs a script on one slot only).
    const base = `{${throttlerName}:${key}}`;
    try {
      const [hits, ttlMs, blockMs] = await this.client.run(
        `${base}:hits`,
        `${base}:block`,
        ttl,
        limit,
        blockDuration,
      );
      const isBlocked = blockMs > 0;
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(ttlMs / 1000),
        isBlocked,
        timeToBlockExpire: isBlocked ? Math.ceil(blockMs / 1000) : 0,
      };
    } catch (err) {
      // Fail open: a limiter that cannot count must not take the marketplace down with Redis.
      return this.client.degraded('rate limits not counted', err, () => OPEN);
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.client.close();
  }
}
