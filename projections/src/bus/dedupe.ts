import type { RecordedEvent } from '@facet/event-schemas';

/** Remembers the last `size` event ids so a redelivered event is dropped (at-least-once in, once out). */
export class Deduper {
  private readonly seen = new Set<string>();

  constructor(private readonly size = 100_000) {}

  fresh(events: readonly RecordedEvent[]): RecordedEvent[] {
    const out: RecordedEvent[] = [];
    for (const e of events) {
      if (this.seen.has(e.id)) continue;
      this.seen.add(e.id);
      out.push(e);
    }
    while (this.seen.size > this.size) {
      const oldest = this.seen.values().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    return out;
  }
}
