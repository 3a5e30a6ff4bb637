import { ownValue } from '@facet/event-schemas';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Lua shared by the limiters' scripts: one hit of KEYS[1] in a fixed window of ARGV[1] ms,
 * leaving `hits` (this window's count) and `ttl` (ms until the window ends) for the rest.
 */
export const FIXED_WINDOW_HIT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
`;

/**
 * A Redis client for the limiters, with one Lua script defined on it: no offline queue and one
 * retry, so while Redis is away a request or a sign-in never waits for it, and a `degraded` that
 * warns once and lets the caller carry on without Redis (each limiter says how).
 */
export class RedisScriptClient<Run extends (...args: never[]) => Promise<unknown>> {
  readonly redis: Redis;
  readonly run: Run;
  private warned = false;
  private readonly logger = new Logger('RateLimit');

  constructor(url: string, prefix: string, name: string, lua: string, numberOfKeys: number) {
    this.redis = new Redis(url, {
      keyPrefix: `${prefix}:`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', () => undefined);
    this.redis.defineCommand(name, { numberOfKeys, lua });
    this.run = ownValue(this.redis as unknown as Record<string, Run>, name)!.bind(
      this.redis,
    ) as Run;
  }

  /** Warns once (`what` is what no longer holds across nodes), then answers `local()`. */
  degraded<T>(what: string, err: unknown, local: () => T): T {
    if (!this.warned) this.logger.warn(`${what}: ${(err as Error).message}`);
    this.warned = true;
    return local();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
