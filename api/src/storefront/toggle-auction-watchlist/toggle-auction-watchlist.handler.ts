import { Inject, Injectable } from '@nestjs/common';
import { type addAuctionToWatchlist, type RequestOf } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { AUCTION_WATCH, toggleWatch } from '../watchlist/watchlist-toggle.js';

export type AuctionWatchCommand = RequestOf<typeof addAuctionToWatchlist>;

/**
 * Watches or unwatches an auction on the user's watchlist stream (the one lots are watched on).
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
    await toggleWatch(
      { events: this.events, clock: this.clock },
      actor,
      AUCTION_WATCH,
      auctionId,
      add,
      commandId,
    );
    return { sellerId: auction.sellerId };
  }
}
