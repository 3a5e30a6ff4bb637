import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AttemptCounts, Limit } from './attempt-counts.js';
import { MemoryAttemptCounts } from './memory-attempt-counts.js';

/**
 * The same fixed window and lockout as MemoryAttemptCounts, in one script so that the count, its
 * expiry and the lock are set atomically while several nodes count the same key. A lock already
 * longer is kept. Times are Redis's own (PX/PTTL): every node sees one lock whatever its clock.
 */
const COUNT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if hits >= tonumber(ARGV[2]) then
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
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly script: Count;
  private readonly fallback = new MemoryAttemptCounts();
  private warned = false;

  constructor(url: string, prefix = 'facet:limit') {
    // No offline queue and one retry: while Redis is away a sign-in must not wait for it.
    this.redis = new Redis(url, {
      keyPrefix: `${prefix}:`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', () => undefined);
    this.redis.defineCommand('facetCountAttempt', { numberOfKeys: 2, lua: COUNT });
    const command = (this.redis as unknown as { facetCountAttempt: Count }).facetCountAttempt;
    this.script = command.bind(this.redis);
  }

  async count(key: string, limit: Limit, now: number): Promise<void> {
    // The hash tag keeps both keys on one slot (Redis Cluster runs a script on one slot only).
    const k = keysOf(key);
    await this.script(k.count, k.lock, limit.windowMs, limit.max, limit.lockMs ?? 0).catch(
      (err: unknown) => this.degraded(err, () => this.fallback.count(key, limit, now)),
    );
  }

  async lockedFor(key: string, now: number): Promise<number> {
    try {
      const [shared, own] = await Promise.all([
        this.redis.pttl(keysOf(key).lock),
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
    await this.redis.del(k.count, k.lock).catch((err: unknown) => this.degraded(err, () => 0));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private degraded<T>(err: unknown, local: () => Promise<T> | T): Promise<T> | T {
    if (!this.warned)
      this.logger.warn(`attempts counted on this node only: ${(err as Error).message}`);
    this.warned = true;
    return local();
  }
}

const keysOf = (key: string) => ({ count: `{${key}}:count`, lock: `{${key}}:lock` });
