import { describe, expect, it } from 'vitest';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

describe('The Redis rate-limit storage when Redis is away', () => {
  it('lets the request through at once rather than waiting for Redis or refusing it', async () => {
    const storage = new RedisThrottlerStorage('redis://127.0.0.1:1');
    const started = Date.now();
    const record = await storage.increment('ip:127.0.0.1', 60_000, 1, 60_000, 'default');
    expect(record.isBlocked).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await storage.onApplicationShutdown();
  });
});
