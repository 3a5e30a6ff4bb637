/** A limit on attempts (or failures) per key (account, IP). */
export interface Limit {
  /** Attempts (or failures) allowed per window. */
  max: number;
  windowMs: number;
  /** Once over, refuse for this long (lockout); defaults to the rest of the window. */
  lockMs?: number;
}

/**
 * Where attempts are counted: fixed windows per key; a key whose count reaches `max` in its
 * window is locked for `lockMs` (or the rest of the window), a longer lock already held kept.
 */
export interface AttemptCounts {
  count(key: string, limit: Limit, now: number): Promise<void>;
  /** How long the key stays locked, in ms; 0 when it is open. */
  lockedFor(key: string, now: number): Promise<number>;
  /** Forgets the key's count and lock (a successful login). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
