import type { Position, RecordedEvent } from '@facet/event-schemas';
import type { BatchHandler, EventStore, Subscription } from '@facet/event-store';

/** Where a runner reads events: the event store itself, or a bus that carries its copies. */
export interface EventFeed {
  subscribe(from: Position | undefined, handler: BatchHandler): Subscription;
  /**
   * True when a new subscription reads from the position it is given, so a batch the runner took
   * but did not commit is read again: the runner may then take the next batch while a commit is in
   * flight. A feed that acknowledges a batch when its handler returns (a bus) must leave it unset.
   */
  readonly resumesFromCheckpoint?: boolean;
}

export const storeFeed = (store: Pick<EventStore, 'subscribeAll'>): EventFeed => ({
  subscribe: (from, handler) => store.subscribeAll(from, handler),
  resumesFromCheckpoint: true,
});

/** A fixed list of events, for rebuild benchmarks and tests. */
export function arrayFeed(events: readonly RecordedEvent[], batchSize = 2_000): EventFeed {
  return {
    resumesFromCheckpoint: true,
    subscribe(from, handler) {
      const start = from ? events.findIndex((e) => e.position === from) + 1 : 0;
      let stopped = false;
      const caughtUp = (async () => {
        for (let i = start; i < events.length && !stopped; i += batchSize) {
          await handler(events.slice(i, i + batchSize));
        }
      })();
      return {
        caughtUp,
        stop: async () => {
          stopped = true;
          await caughtUp.catch(() => undefined);
        },
      };
    },
  };
}
