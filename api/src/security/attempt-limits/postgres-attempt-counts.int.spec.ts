import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { AppConfig } from '../../shared/config/app-config.js';
import { systemClock } from '../../shared/clock/clock.js';
import { LIMITS, RateLimiter } from '../rate-limiter.js';
import { attemptCountsContract } from './attempt-counts.contract.js';
import { PostgresAttemptCounts } from './postgres-attempt-counts.js';

/** The PostgreSQL `npm test` starts; unset is a failure, never a skip. */
function pgUrl(): string {
  const url = process.env.PG_URL;
  if (!url)
    throw new Error('PG_URL is not set: scripts/services/postgres.sh start, then export PG_URL');
  return url;
}

// A schema of this file's own, dropped afterwards; PG_URL unset fails here (never skipped).
const schema = `attempts_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = async <T>(sql: string): Promise<T[]> => {
  const client = new pg.Client({ connectionString: pgUrl(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};
beforeAll(() => admin(`CREATE SCHEMA ${schema}`));
afterAll(() => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

const open = () => new PostgresAttemptCounts(pgUrl(), schema);

describe('PostgreSQL server for the attempt counts', () => {
  it('is configured by PG_URL and reachable (never skipped)', async () => {
    expect(await admin<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});

attemptCountsContract('PostgreSQL', () => Promise.resolve(open()));

describe('Attempt counts in the event store database', () => {
  const limit = { max: 2, windowMs: 60_000, lockMs: 60_000 };

  it('keeps a lock for whoever connects next (a restarted node)', async () => {
    const before = open();
    await before.count('login:acct:ann', limit, 1_000);
    await before.count('login:acct:ann', limit, 1_000);
    await before.close();
    const after = open();
    expect(await after.lockedFor('login:acct:ann', 2_000)).toBe(59_000);
    await after.close();
  });

  it('adds up counts two nodes make at once on one key (one atomic statement each)', async () => {
    const [a, b] = [open(), open()];
    const many = { max: 40, windowMs: 60_000, lockMs: 60_000 };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).count('login:ip:9.9.9.9', many, 1_000)),
    );
    expect(await a.lockedFor('login:ip:9.9.9.9', 1_000)).toBe(0);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).count('login:ip:9.9.9.9', many, 1_000)),
    );
    expect(await b.lockedFor('login:ip:9.9.9.9', 1_000)).toBe(60_000);
    await Promise.all([a.close(), b.close()]);
  });

  it('sweeps expired rows as it counts', async () => {
    const counts = open();
    await counts.count('login:acct:old', limit, 0);
    // 499 more counts on other keys, long after the first window and lock are over.
    for (let i = 0; i < 499; i++) await counts.count(`login:acct:n${i % 5}`, limit, 1_000_000);
    const rows = await admin<{ key: string }>(
      `SELECT key FROM ${schema}.attempt_limits WHERE key = 'login:acct:old'`,
    );
    expect(rows).toEqual([]);
    await counts.close();
  });
});

describe('Login lockouts on the PostgreSQL event store without Redis', () => {
  it('keeps an account locked across a restart of the api node (not counted in memory)', async () => {
    const config = {
      eventStore: 'postgres',
      pgUrl: pgUrl(),
      rateLimit: { redisUrl: undefined },
    } as unknown as AppConfig;
    const key = `login:acct:${randomUUID()}`;
    const before = new RateLimiter(systemClock, config);
    for (let i = 0; i < LIMITS.loginAccount.max; i++) await before.fail([key], LIMITS.loginAccount);
    await before.onApplicationShutdown();
    const after = new RateLimiter(systemClock, config);
    await expect(after.assertOpen([key])).rejects.toMatchObject({
      status: 429,
      code: 'auth.locked',
    });
    await after.clear(key);
    await after.onApplicationShutdown();
  });
});
