import { FIXED_WINDOW_HIT, RedisScriptClient } from '../redis-script-client.js';
import type { AttemptCounts, Limit } from './attempt-counts.js';
import { MemoryAttemptCounts } from './memory-attempt-counts.js';

/**
 * The same fixed window and lockout as MemoryAttemptCounts, in one script so that the count, its
 * expiry and the lock are set atomically while several nodes count the same key. A lock already
 * longer is kept. Times are Redis's own (PX/PTTL): every node sees one lock whatever its clock.
 */
const COUNT = `${FIXED_WINDOW_HIT}if hits >= tonumber(ARGV[2]) then
  local lock = tonumber(ARGV[3])
  if lock <= 0 then lock = ttl end
  if redis.call('PTTL', KEYS[2]) < lock then
    redis.call('SET', KEYS[2], '1', 'PX', lock)
  end
end
return hits
`;

type Count = (
  countKey: string,
  lockKey: string,
  windowMs: number,
  max: number,
  lockMs: number,
) => Promise<number>;

/**
 * Login, code and contact attempts counted in Redis, so a lockout on one api node holds on every
 * node. While Redis cannot answer, this node counts on its own (warned once) rather than either
 * refusing every sign-in or counting nothing.
 */
export class RedisAttemptCounts implements AttemptCounts {
  private readonly client: RedisScriptClient<Count>;
  private readonly fallback = new MemoryAttemptCounts();

  constructor(url: string, prefix = 'facet:limit') {
    this.client = new RedisScriptClient<Count>(url, prefix, 'facetCountAttempt', COUNT, 2);
  }

  async count(key: string, limit: Limit, now: number): Promise<void> {
    // The hash tag keeps both keys on one slot (Redis Cluster runs a script on one slot only).
    const k = keysOf(key);
    await this.client
      .run(k.count, k.lock, limit.windowMs, limit.max, limit.lockMs ?? 0)
      .catch((err: unknown) => this.degraded(err, () => this.fallback.count(key, limit, now)));
  }

  async lockedFor(key: string, now: number): Promise<number> {
    try {
      const [shared, own] = await Promise.all([
        this.client.redis.pttl(keysOf(key).lock),
        this.fallback.lockedFor(key, now),
      ]);
      return Math.max(shared, own, 0);
    } catch (err) {
      return this.degraded(err, () => this.fallback.lockedFor(key, now));
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    const k = keysOf(key);
    await this.client.redis
      .del(k.count, k.lock)
      .catch((err: unknown) => this.degraded(err, () => 0));
  }

  /** Resolves once Redis is connected (before it, counts fall back to this node). */
  async connected(): Promise<void> {
    const { redis } = this.client;
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private degraded<T>(err: unknown, local: () => T): T {
    return this.client.degraded('attempts counted on this node only', err, local);
  }
}

const keysOf = (key: string) => ({ count: `{${key}}:count`, lock: `{${key}}:lock` });
