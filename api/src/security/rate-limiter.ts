import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { HttpProblem } from '../shared/errors/http-problem.js';

interface Window {
  count: number;
  startedAt: number;
  lockedUntil: number;
}

export interface Limit {
  /** Attempts (or failures) allowed per window. */
  max: number;
  windowMs: number;
  /** Once over, refuse for this long (lockout); defaults to the rest of the window. */
  lockMs?: number;
}

const MAX_KEYS = 100_000;

/**
 * Fixed-window counters per key (account, IP), time from the clock port. In-process only:
 * behind several api nodes each node limits on its own (documented; Redis would share them).
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Counts one attempt for each key; 429 when any key is over its limit or locked. */
  hit(keys: readonly string[], limit: Limit): void {
    this.assertOpen(keys);
    // The max-th attempt is still served; the one after it is refused.
    for (const key of keys) this.count(key, { ...limit, max: limit.max + 1 });
    this.assertOpen(keys);
  }

  /** 429 while any key is locked out. */
  assertOpen(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.lockedUntil > now) {
        const seconds = Math.ceil((w.lockedUntil - now) / 1000);
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
  fail(keys: readonly string[], limit: Limit): void {
    for (const key of keys) this.count(key, limit);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private count(key: string, limit: Limit): void {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.startedAt >= limit.windowMs) {
      if (this.windows.size >= MAX_KEYS) this.windows.clear();
      w = { count: 0, startedAt: now, lockedUntil: w?.lockedUntil ?? 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count >= limit.max)
      w.lockedUntil = Math.max(
        w.lockedUntil,
        now + (limit.lockMs ?? w.startedAt + limit.windowMs - now),
      );
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

/** ASVS 2.2.1: lock an account after 5 wrong passwords for 15 minutes; an IP after 50 failures. */
export const LIMITS = {
  loginAccount: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  loginIp: { max: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  sendCode: { max: 5, windowMs: 60 * 60_000 },
  sendCodeIp: { max: 30, windowMs: 60 * 60_000 },
  verifyIp: { max: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;
