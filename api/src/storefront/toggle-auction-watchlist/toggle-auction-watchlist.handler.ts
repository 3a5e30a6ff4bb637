import { Inject, Injectable } from '@nestjs/common';
import {
  type addAuctionToWatchlist,
  type RecordedEvent,
  type RequestOf,
  watchlistStream,
} from '@facet/event-schemas';
import { eventIdFor, type EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

export type AuctionWatchCommand = RequestOf<typeof addAuctionToWatchlist>;

/** The auctions watched after `history` (the stream's lot events are not this list's). */
export const watchedAuctionsIn = (history: readonly RecordedEvent[]): Set<string> => {
  const watched = new Set<string>();
  for (const e of history) {
    const { auctionId } = e.data as { auctionId: string };
    if (e.type === 'AuctionWatchlistAdded') watched.add(auctionId);
    else if (e.type === 'AuctionWatchlistRemoved') watched.delete(auctionId);
  }
  return watched;
};

/**
 * Watches or unwatches an auction on the user's watchlist stream (the one lots are watched on).
 * A repeat appends nothing, so a retry has its effect once. Retries a lost race twice.
 * Answers the auction's seller: the watchlist offers to follow them.
 */
@Injectable()
export class ToggleAuctionWatchlistHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: ReadModelReader,
  ) {}

  async execute(
    { auction_id: auctionId, commandId = newId() }: AuctionWatchCommand,
    actor: Actor,
    add: boolean,
  ): Promise<{ sellerId: string }> {
    const auction = await this.reader.auction(auctionId);
    if (!auction || (add && auction.status === 'removed'))
      throw notFound('Auction not found', 'auction.not-found');
    const stream = watchlistStream(actor.id);
    for (let attempt = 0; ; attempt++) {
      const history = await this.events.readStream(stream);
      if (watchedAuctionsIn(history).has(auctionId) === add) return { sellerId: auction.sellerId };
      const at = this.clock.now().toISOString();
      const event = {
        id: eventIdFor(stream, commandId, at, 0),
        type: add ? 'AuctionWatchlistAdded' : 'AuctionWatchlistRemoved',
        schemaVersion: 1,
        data: { userId: actor.id, auctionId, at },
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
        return { sellerId: auction.sellerId };
      } catch (err) {
        if ((err as { code?: string }).code !== 'event-store.revision-conflict' || attempt === 2)
          throw err;
      }
    }
  }
}
