import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';
import type {
  AppendResult,
  BatchHandler,
  ChainVerification,
  EventStore,
  ExpectedRevision,
  Subscription,
} from '../port.js';
import { verifyChain } from '../hash/event-hash.js';
import { OpenSubscriptions, type PollingSubscriptionOptions } from './polling-subscription.js';
import { SharedTail } from './shared-tail.js';

/** How a store's subscriptions read, wake and page; `read` defaults to the store's readAll. */
export type Polling = Omit<PollingSubscriptionOptions, 'from' | 'handler' | 'read'> &
  Partial<Pick<PollingSubscriptionOptions, 'read'>>;

/**
 * What every adapter does alike around its own append and reads: subscriptions poll the log and
 * wake on the store's signal, verifyStream recomputes a stream's chain from readStream, and close
 * stops the open subscriptions before the adapter lets go of its connections.
 */
export abstract class PolledEventStore implements EventStore {
  private readonly subscriptions = new OpenSubscriptions();
  /** One read and one parse of each commit for all of this process's subscriptions. */
  private tail: { shared: SharedTail; unregister: () => void } | undefined;

  abstract append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  abstract readStream(stream: string, fromRevision?: number): Promise<RecordedEvent[]>;
  abstract readAll(from?: Position, limit?: number): Promise<RecordedEvent[]>;
  abstract close(): Promise<void>;
  protected abstract polling(): Polling;

  subscribeAll(from: Position | undefined, handler: BatchHandler): Subscription {
    const polling = this.polling();
    const shared = (this.tail ??= this.openTail(polling)).shared;
    return this.subscriptions.poll({
      from: from ?? '',
      ...polling,
      read: (cursor, limit) => shared.page(cursor, limit),
      handler,
    });
  }

  /** Registered before any subscription's wake, so each commit marks the tail stale first. */
  private openTail(polling: Polling): { shared: SharedTail; unregister: () => void } {
    const read = polling.read ?? ((cursor, limit) => this.readAll(cursor, limit));
    const keep = Math.max(polling.batchSize, polling.catchUpBatchSize ?? 0);
    // Half the poll: a subscription woken by its poll timer reads what other processes committed.
    const shared = new SharedTail(read, keep, polling.pollMs / 2);
    return { shared, unregister: polling.onSignal((commit) => shared.signal(commit)) };
  }

  async verifyStream(stream: string): Promise<ChainVerification> {
    return verifyChain(stream, await this.readStream(stream));
  }

  protected async stopSubscriptions(): Promise<void> {
    await this.subscriptions.stopAll();
    this.tail?.unregister();
    this.tail = undefined;
  }
}
