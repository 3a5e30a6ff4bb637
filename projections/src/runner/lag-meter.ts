/** Commit-to-read-model lag in ms over a sliding window of recent events. */
export class LagMeter {
  private readonly samples: number[] = [];
  private next = 0;
  count = 0;

  constructor(private readonly size = 10_000) {}

  record(ms: number): void {
    if (this.samples.length < this.size) this.samples.push(ms);
    else this.samples[this.next] = ms;
    this.next = (this.next + 1) % this.size;
    this.count += 1;
  }

  percentile(p: number): number {
    if (this.samples.length === 0) return 0;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  reset(): void {
    this.samples.length = 0;
    this.next = 0;
    this.count = 0;
  }
}
