import { Inject, Injectable } from '@nestjs/common';
import { ownValue } from '@facet/event-schemas';
import { type RecordedEvent, watchlistStream } from '@facet/event-schemas';
import { eventIdFor, type EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

/** What is watched on the user's watchlist stream: lots, or whole auctions, each by its events. */
export interface WatchKind {
  key: 'lotId' | 'auctionId';
  added: 'WatchlistAdded' | 'AuctionWatchlistAdded';
  removed: 'WatchlistRemoved' | 'AuctionWatchlistRemoved';
}
export const LOT_WATCH: WatchKind = {
  key: 'lotId',
  added: 'WatchlistAdded',
  removed: 'WatchlistRemoved',
};
export const AUCTION_WATCH: WatchKind = {
  key: 'auctionId',
  added: 'AuctionWatchlistAdded',
  removed: 'AuctionWatchlistRemoved',
};

/** The ids of `kind` watched after `history` (the stream holds both kinds; only its own count). */
export const watchedIn = (history: readonly RecordedEvent[], kind: WatchKind): Set<string> => {
  const watched = new Set<string>();
  for (const e of history) {
    const id = ownValue(e.data as Record<string, string>, kind.key) as string;
    if (e.type === kind.added) watched.add(id);
    else if (e.type === kind.removed) watched.delete(id);
  }
  return watched;
};

/**
 * The user's watchlist stream, on which lots and whole auctions are watched and unwatched. A
 * repeat appends nothing, so a retry has its effect once; a lost race against another tab is tried
 * again twice.
 */
@Injectable()
export class WatchlistToggle {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Watches (`add`) or unwatches the `kind` named `id` for the actor. */
  async toggle(
    actor: Actor,
    kind: WatchKind,
    id: string,
    add: boolean,
    commandId: string,
  ): Promise<void> {
    const stream = watchlistStream(actor.id);
    for (let attempt = 0; ; attempt++) {
      const history = await this.events.readStream(stream);
      if (watchedIn(history, kind).has(id) === add) return;
      const at = this.clock.now().toISOString();
      const event = {
        id: eventIdFor(stream, commandId, at, 0),
        type: add ? kind.added : kind.removed,
        schemaVersion: 1,
        data: { userId: actor.id, [kind.key]: id, at },
        metadata: {
          correlationId: commandId,
          causationId: commandId,
          userId: actor.id,
          at,
          commandId,
        },
      };
      try {
        await this.events.append(stream, [event], history.at(-1)?.revision ?? 'no_stream');
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== 'event-store.revision-conflict' || attempt === 2)
          throw err;
      }
    }
  }
}
