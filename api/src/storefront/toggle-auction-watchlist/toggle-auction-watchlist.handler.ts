import { Injectable } from '@nestjs/common';
import { type addAuctionToWatchlist, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { AUCTION_WATCH, WatchlistToggle } from '../watchlist/watchlist-toggle.js';

export type AuctionWatchCommand = RequestOf<typeof addAuctionToWatchlist>;

/**
 * Watches or unwatches an auction on the user's watchlist stream (the one lots are watched on).
 * Answers the auction's seller: the watchlist offers to follow them.
 */
@Injectable()
export class ToggleAuctionWatchlistHandler {
  constructor(
    private readonly watchlist: WatchlistToggle,
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
    await this.watchlist.toggle(actor, AUCTION_WATCH, auctionId, add, commandId);
    return { sellerId: auction.sellerId };
  }
}
