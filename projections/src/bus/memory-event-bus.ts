import type { RecordedEvent } from '@facet/event-schemas';
import type { BusHandler, BusSubscription, EventBus } from './event-bus.port.js';
import { Deduper } from './dedupe.js';

/** The embedded bus: each group gets every batch in publish order, one batch at a time. */
export class MemoryEventBus implements EventBus {
  private readonly groups = new Map<
    string,
    { handler: BusHandler; dedupe: Deduper; tail: Promise<void> }[]
  >();

  async publish(events: readonly RecordedEvent[]): Promise<void> {
    const deliveries: Promise<void>[] = [];
    for (const members of this.groups.values()) {
      const m = members[0];
      if (!m) continue;
      const batch = m.dedupe.fresh(events);
      if (batch.length === 0) continue;
      m.tail = m.tail.then(() => m.handler(batch));
      deliveries.push(m.tail);
    }
    await Promise.all(deliveries);
  }

  async subscribe(group: string, handler: BusHandler): Promise<BusSubscription> {
    const members = this.groups.get(group) ?? [];
    const member = { handler, dedupe: new Deduper(), tail: Promise.resolve() };
    members.push(member);
    this.groups.set(group, members);
    return {
      stop: async () => {
        const left = (this.groups.get(group) ?? []).filter((m) => m !== member);
        if (left.length) this.groups.set(group, left);
        else this.groups.delete(group);
      },
    };
  }

  async close(): Promise<void> {
    this.groups.clear();
  }
}
