import { mkdirSync } from 'node:fs';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { HttpProblem } from '../shared/errors/http-problem.js';
import type { AttemptCounts, Limit } from './attempt-limits/attempt-counts.js';
import { MemoryAttemptCounts } from './attempt-limits/memory-attempt-counts.js';
import { PostgresAttemptCounts } from './attempt-limits/postgres-attempt-counts.js';
import { RedisAttemptCounts } from './attempt-limits/redis-attempt-counts.js';
import { SqliteAttemptCounts } from './attempt-limits/sqlite-attempt-counts.js';

export type { Limit } from './attempt-limits/attempt-counts.js';

/**
 * Fixed-window counters per key (account, IP), kept where the deployment keeps shared state: with
 * READ_MODELS=redis or RATE_LIMIT_STORE=redis in Redis, so a lockout on one api node holds on all;
 * otherwise in a table of the event store's own database (its SQLite file, or its PostgreSQL
 * database), so a restart unlocks nobody; in process only beside KurrentDB, which has no table to
 * lend. Time from the clock port (Redis keeps its own).
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly counts: AttemptCounts;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.counts = attemptCountsFor(config);
  }

  /** Counts one attempt for each key; 429 when any key is over its limit or locked. */
  async hit(keys: readonly string[], limit: Limit): Promise<void> {
    await this.assertOpen(keys);
    // The max-th attempt is still served; the one after it is refused.
    for (const key of keys)
      await this.counts.count(key, { ...limit, max: limit.max + 1 }, this.now());
    await this.assertOpen(keys);
  }

  /** 429 while any key is locked out. */
  async assertOpen(keys: readonly string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const ms = await this.counts.lockedFor(key, now);
      if (ms > 0) {
        const seconds = Math.ceil(ms / 1000);
        throw new HttpProblem(
          429,
          'auth.locked',
          `Too many attempts, try again in ${seconds} seconds`,
          { retryAfterSeconds: seconds },
        );
      }
    }
  }

  /** A failed attempt (wrong password, wrong code); locks the key once it reaches the limit. */
  async fail(keys: readonly string[], limit: Limit): Promise<void> {
    for (const key of keys) await this.counts.count(key, limit, this.now());
  }

  clear(key: string): Promise<void> {
    return this.counts.clear(key);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.counts.close();
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

function attemptCountsFor(config: AppConfig): AttemptCounts {
  const url = config.rateLimit.redisUrl;
  if (url) return new RedisAttemptCounts(url);
  if (config.eventStore === 'sqlite') {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteAttemptCounts(config.sqliteFile);
  }
  if (config.eventStore === 'postgres') {
    if (!config.pgUrl) throw new Error('EVENT_STORE=postgres needs PG_URL');
    return new PostgresAttemptCounts(config.pgUrl);
  }
  return new MemoryAttemptCounts();
}

/** ASVS 2.2.1: lock an account after 5 wrong passwords for 15 minutes; an IP after 50 failures. */
export const LIMITS = {
  loginAccount: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  loginIp: { max: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  sendCode: { max: 5, windowMs: 60 * 60_000 },
  sendCodeIp: { max: 30, windowMs: 60 * 60_000 },
  /** `user/checkValidation` per address: whether an e-mail is registered, asked 30 times an hour. */
  checkEmailIp: { max: 30, windowMs: 60 * 60_000 },
  verifyIp: { max: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;
