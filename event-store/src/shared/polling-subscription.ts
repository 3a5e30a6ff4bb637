import type { Position, RecordedEvent } from '@facet/event-schemas';
import type { BatchHandler, Subscription } from '../port.js';
import type { OwnCommit } from './shared-tail.js';

export interface PollingSubscriptionOptions {
  from: Position;
  read: (from: Position, limit: number) => Promise<RecordedEvent[]>;
  handler: BatchHandler;
  /**
   * Registers a wake-up callback (called after local commits or a server notification), with what
   * a local commit wrote when the store knows all of it.
   */
  onSignal: (wake: (commit?: OwnCommit) => void) => () => void;
  pollMs: number;
  batchSize: number;
  /**
   * Page size until the subscription first catches up (a replay from the start of the log): the
   * read models at start fold fewer, larger batches, each touched document copied and written once
   * per batch. Live batches keep `batchSize`, so a reader that falls behind never holds the event
   * loop for a whole large page.
   */
  catchUpBatchSize?: number;
}

/**
 * Reads from a cursor in batches, hands each to the handler, and waits for a signal or the poll
 * timer when caught up. A failing handler or read ends the subscription: `caughtUp` rejects if it
 * had not resolved, and `stop()` rejects with the error so it cannot pass unnoticed. `stop()`
 * waits for a running handler, so a handler must not await it (fire it instead).
 */
export function pollingSubscription(o: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  let signalled = false;
  let wake: (() => void) | undefined;
  let markCaughtUp!: () => void;
  let failCaughtUp!: (e: unknown) => void;
  const caughtUp = new Promise<void>((resolve, reject) => {
    markCaughtUp = resolve;
    failCaughtUp = reject;
  });
  caughtUp.catch(() => undefined);
  const unregister = o.onSignal(() => {
    signalled = true;
    wake?.();
  });

  const loop = (async () => {
    let cursor = o.from;
    let size = o.catchUpBatchSize ?? o.batchSize;
    while (!stopped) {
      signalled = false;
      const batch = await o.read(cursor, size);
      if (stopped) return;
      const last = batch.at(-1);
      if (last) {
        await o.handler(batch);
        cursor = last.position;
      }
      if (batch.length < size) {
        size = o.batchSize;
        markCaughtUp();
        if (!signalled && !stopped) await idle();
      }
    }
  })();
  loop.catch(failCaughtUp).finally(unregister);

  function idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, o.pollMs);
      function done(): void {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  return {
    caughtUp,
    async stop() {
      stopped = true;
      wake?.();
      markCaughtUp();
      await loop;
    },
  };
}

/** The subscriptions a store opened and has not stopped, so its close() can stop them all. */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  /** Opens a polling subscription that leaves this set when it is stopped. */
  poll(options: PollingSubscriptionOptions): Subscription {
    const sub = pollingSubscription(options);
    this.open.add(sub);
    return {
      caughtUp: sub.caughtUp,
      stop: () => {
        this.open.delete(sub);
        return sub.stop();
      },
    };
  }

  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.open].map((s) => s.stop()));
  }
}
