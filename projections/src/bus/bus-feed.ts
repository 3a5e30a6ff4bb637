import type { EventFeed } from '../runner/event-feed.js';
import type { EventBus } from './event-bus.port.js';

/**
 * A runner feed over a bus consumer group. The bus keeps its own offsets, so `from` is ignored;
 * per-stream order and the runner's revision check make redelivery harmless. Rebuilds read the
 * event store, not the bus.
 */
export function busFeed(bus: EventBus, group: string): EventFeed {
  return {
    subscribe(_from, handler) {
      const sub = bus.subscribe(group, async (batch) => handler(batch));
      return { caughtUp: sub.then(() => undefined), stop: async () => (await sub).stop() };
    },
  };
}
