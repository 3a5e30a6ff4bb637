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
    return this.subscriptions.poll({
      from: from ?? '',
      read: (cursor, limit) => this.readAll(cursor, limit),
      handler,
      ...this.polling(),
    });
  }

  async verifyStream(stream: string): Promise<ChainVerification> {
    return verifyChain(stream, await this.readStream(stream));
  }

  protected stopSubscriptions(): Promise<void> {
    return this.subscriptions.stopAll();
  }
}
