import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptCounts, Limit } from './attempt-counts.js';

const LOGIN: Limit = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const CODES: Limit = { max: 3, windowMs: 60 * 60_000 };

/**
 * What every AttemptCounts adapter promises (run by each adapter's own spec). Times are the wall
 * clock: the Redis adapter keeps Redis's own time, the others the caller's `now`.
 */
export function attemptCountsContract(name: string, make: () => Promise<AttemptCounts>): void {
  describe(`AttemptCounts contract: ${name}`, () => {
    const opened: AttemptCounts[] = [];
    const open = async () => {
      const counts = await make();
      opened.push(counts);
      return counts;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((c) => c.close()));
    });
    // Each test its own keys: adapters sharing a server keep what another test counted.
    const keyOf = (what: string) => `${what}:${Math.random().toString(36).slice(2)}`;

    it('leaves a key open below its limit and locks it for lockMs once the limit is reached', async () => {
      const counts = await open();
      const key = keyOf('login:acct');
      for (let i = 0; i < LOGIN.max - 1; i++) await counts.count(key, LOGIN, Date.now());
      expect(await counts.lockedFor(key, Date.now())).toBe(0);
      await counts.count(key, LOGIN, Date.now());
      const ms = await counts.lockedFor(key, Date.now());
      expect(ms).toBeGreaterThan(LOGIN.lockMs! - 60_000);
      expect(ms).toBeLessThanOrEqual(LOGIN.lockMs!);
    });

    it('locks for the rest of the window when the limit names no lockMs', async () => {
      const counts = await open();
      const key = keyOf('code:ip');
      for (let i = 0; i < CODES.max; i++) await counts.count(key, CODES, Date.now());
      const ms = await counts.lockedFor(key, Date.now());
      expect(ms).toBeGreaterThan(CODES.windowMs - 60_000);
      expect(ms).toBeLessThanOrEqual(CODES.windowMs);
    });

    it('counts each key apart', async () => {
      const counts = await open();
      const [a, b] = [keyOf('login:acct'), keyOf('login:acct')];
      for (let i = 0; i < LOGIN.max; i++) await counts.count(a, LOGIN, Date.now());
      expect(await counts.lockedFor(a, Date.now())).toBeGreaterThan(0);
      expect(await counts.lockedFor(b, Date.now())).toBe(0);
    });

    it('forgets the count and the lock of a cleared key (a successful login)', async () => {
      const counts = await open();
      const key = keyOf('login:acct');
      for (let i = 0; i < LOGIN.max; i++) await counts.count(key, LOGIN, Date.now());
      await counts.clear(key);
      expect(await counts.lockedFor(key, Date.now())).toBe(0);
      for (let i = 0; i < LOGIN.max - 1; i++) await counts.count(key, LOGIN, Date.now());
      expect(await counts.lockedFor(key, Date.now())).toBe(0);
    });

    it('keeps a longer lock already held when a shorter one is reached', async () => {
      const counts = await open();
      const key = keyOf('verify:ip');
      for (let i = 0; i < LOGIN.max; i++) await counts.count(key, LOGIN, Date.now());
      const short: Limit = { max: 1, windowMs: 60_000, lockMs: 60_000 };
      await counts.count(key, short, Date.now());
      expect(await counts.lockedFor(key, Date.now())).toBeGreaterThan(short.lockMs!);
    });

    it('starts a new count once the window is over, without a lock', async () => {
      const counts = await open();
      const key = keyOf('contact:acct');
      const brief: Limit = { max: 3, windowMs: 150, lockMs: 60_000 };
      for (let i = 0; i < brief.max - 1; i++) await counts.count(key, brief, Date.now());
      await new Promise((r) => setTimeout(r, 300));
      await counts.count(key, brief, Date.now());
      expect(await counts.lockedFor(key, Date.now())).toBe(0);
    });

    it('opens the key again once its lock is over', async () => {
      const counts = await open();
      const key = keyOf('login:ip');
      const brief: Limit = { max: 1, windowMs: 60_000, lockMs: 150 };
      await counts.count(key, brief, Date.now());
      expect(await counts.lockedFor(key, Date.now())).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      expect(await counts.lockedFor(key, Date.now())).toBe(0);
    });
  });
}
