import type { AttemptCounts, Limit } from './attempt-counts.js';

interface Window {
  count: number;
  startedAt: number;
  lockedUntil: number;
}

const MAX_KEYS = 100_000;

/** Counts in this process (one api node, or tests): time from the caller's clock. */
export class MemoryAttemptCounts implements AttemptCounts {
  private readonly windows = new Map<string, Window>();

  count(key: string, limit: Limit, now: number): Promise<void> {
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
    return Promise.resolve();
  }

  lockedFor(key: string, now: number): Promise<number> {
    const w = this.windows.get(key);
    return Promise.resolve(w && w.lockedUntil > now ? w.lockedUntil - now : 0);
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
