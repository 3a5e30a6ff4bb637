import { addAuctionToWatchlist, removeAuctionFromWatchlist } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import {
  type AuctionWatchCommand,
  ToggleAuctionWatchlistHandler,
} from './toggle-auction-watchlist.handler.js';

/** `auction/addAuctionWatchList` / `auction/removeAuctionWatchList`: the caller's watched auctions. */
@CommandController()
export class ToggleAuctionWatchlistController {
  constructor(private readonly handler: ToggleAuctionWatchlistHandler) {}

  @CommandRoute(addAuctionToWatchlist)
  add(@Call() { body, actor }: Call<typeof addAuctionToWatchlist>) {
    return this.toggle(body, actor, true);
  }

  @CommandRoute(removeAuctionFromWatchlist)
  remove(@Call() { body, actor }: Call<typeof removeAuctionFromWatchlist>) {
    return this.toggle(body, actor, false);
  }

  private async toggle(
    body: AuctionWatchCommand,
    actor: Actor,
    add: boolean,
  ): Promise<Reply<typeof addAuctionToWatchlist>> {
    const { sellerId } = await this.handler.execute(body, actor, add);
    return success(add ? 'Auction added to watchlist' : 'Auction removed from watchlist', {
      auction_id: body.auction_id,
      watchlisted: add ? 1 : 0,
      seller_id: sellerId,
    });
  }
}
