/**
 * At most one push per key per interval: the first goes at once, later ones within the interval
 * collapse into one trailing push carrying the latest value.
 */
export class PushConflator<T> {
  private readonly last = new Map<string, number>();
  private readonly pending = new Map<string, T>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (key: string, value: T) => void,
    private readonly now: () => number = Date.now,
  ) {}

  offer(key: string, value: T): void {
    const since = this.now() - (this.last.get(key) ?? -Infinity);
    if (since >= this.intervalMs && !this.timers.has(key)) {
      this.last.set(key, this.now());
      this.send(key, value);
      return;
    }
    this.pending.set(key, value);
    if (this.timers.has(key)) return;
    const timer = setTimeout(() => this.flush(key), Math.max(0, this.intervalMs - since));
    timer.unref?.();
    this.timers.set(key, timer);
  }

  private flush(key: string): void {
    this.timers.delete(key);
    const value = this.pending.get(key);
    if (value === undefined) return;
    this.pending.delete(key);
    this.last.set(key, this.now());
    this.send(key, value);
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.pending.clear();
  }
}
