/** A push that goes out over several turns (a big room written in slices) settles when it is out. */
export type PushSent = void | PromiseLike<unknown>;

export const isThenable = (x: unknown): x is PromiseLike<unknown> =>
  typeof (x as { then?: unknown } | null | undefined)?.then === 'function';

/**
 * At most one push per key per interval: the first goes at once, later ones within the interval
 * collapse into one trailing push carrying the latest value.
 *
 * A push that takes time to go out (ten thousand watchers of one lot, written a slice per turn)
 * is never overlapped by the next one for its key, and the key then rests at least as long as
 * that push took. Without this, a room too big to write within the interval started a new
 * broadcast before the last one finished: the backlog grew without bound (lot pushes seconds
 * late) and bids and personal answers queued behind it. With it, a big room's pushes slow down
 * to what the node can write, each carrying the latest state, and spend at most about half of
 * the event loop's time.
 */
export class PushConflator<T> {
  private readonly last = new Map<string, number>();
  /** How long the key's last push took to go out, for one that settled later. */
  private readonly took = new Map<string, number>();
  private readonly pending = new Map<string, T>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly sending = new Set<string>();
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly send: (key: string, value: T) => PushSent,
    private readonly now: () => number = Date.now,
  ) {}

  offer(key: string, value: T): void {
    this.pending.set(key, value);
    this.schedule(key);
  }

  private schedule(key: string): void {
    if (this.stopped || this.timers.has(key) || this.sending.has(key)) return;
    const last = this.last.get(key);
    const wait =
      last === undefined
        ? 0
        : last + Math.max(this.intervalMs, 2 * (this.took.get(key) ?? 0)) - this.now();
    if (wait <= 0) return this.flush(key);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.flush(key);
    }, wait);
    timer.unref?.();
    this.timers.set(key, timer);
  }

  private flush(key: string): void {
    const value = this.pending.get(key);
    if (value === undefined || this.stopped) return;
    this.pending.delete(key);
    const started = this.now();
    this.last.set(key, started);
    const sent = this.send(key, value);
    if (!isThenable(sent)) {
      this.took.delete(key);
      return;
    }
    this.sending.add(key);
    const settled = () => {
      this.sending.delete(key);
      this.took.set(key, this.now() - started);
      if (this.pending.has(key)) this.schedule(key);
    };
    sent.then(settled, settled);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.pending.clear();
  }
}
