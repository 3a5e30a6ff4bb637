import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type RecordedEvent,
  START,
  TIMED_BID_STREAM_PREFIX,
  type TimedBidEvent,
} from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { evolveTimedBid, initialTimedBid, type TimedBidState } from './domain/index.js';

type Listener = (batch: readonly RecordedEvent[]) => void;

/**
 * Every timed bid, folded from the log (few: one per buyer's instruction) and indexed by buyer
 * and by lot, for the dashboards and the placer. Each process folds the log itself, so a restart
 * or a second node finds every pending timed bid again; a command's own events are absorbed at
 * once, so its caller reads what it wrote.
 */
@Injectable()
export class TimedBidBook implements OnModuleDestroy {
  private readonly bids = new Map<string, { state: TimedBidState; revision: number }>();
  private readonly listeners: Listener[] = [];
  private subscription: Subscription | undefined;
  private started: Promise<void> | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly buses: CommandBuses,
  ) {}

  /** Subscribes once (the first caller waits for the log to be caught up). */
  ready(): Promise<void> {
    this.started ??= (async () => {
      this.subscription = this.store.subscribeAll(START, (batch) => {
        this.absorb(batch);
        for (const l of this.listeners) l(batch);
      });
      await this.subscription.caughtUp;
    })();
    return this.started;
  }

  /** Sees every batch of the log after the book folded it (the placer judges lots from it). */
  listen(listener: Listener): void {
    this.listeners.push(listener);
  }

  absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      if (!e.stream.startsWith(TIMED_BID_STREAM_PREFIX)) continue;
      const id = e.stream.slice(TIMED_BID_STREAM_PREFIX.length);
      const t = this.bids.get(id) ?? { state: initialTimedBid(), revision: -1 };
      if (e.revision <= t.revision) continue;
      const state = evolveTimedBid(t.state, this.buses.toDomain<TimedBidEvent>(e));
      this.bids.set(id, { state, revision: e.revision });
    }
  }

  get(id: string): TimedBidState | undefined {
    return this.bids.get(id)?.state;
  }

  /** Newest first. */
  where(test: (s: TimedBidState) => boolean): TimedBidState[] {
    return [...this.bids.values()]
      .map((t) => t.state)
      .filter(test)
      .sort(
        (a, b) =>
          b.createdAt.localeCompare(a.createdAt) || b.timedBidId.localeCompare(a.timedBidId),
      );
  }

  pending(): TimedBidState[] {
    return [...this.bids.values()].map((t) => t.state).filter((s) => s.status === 'pending');
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}
