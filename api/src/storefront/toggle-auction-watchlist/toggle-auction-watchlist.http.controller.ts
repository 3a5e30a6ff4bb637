import { Controller } from '@nestjs/common';
import {
  addAuctionToWatchlist,
  removeAuctionFromWatchlist,
  type RequestOf,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import {
  type AuctionWatchCommand,
  ToggleAuctionWatchlistHandler,
} from './toggle-auction-watchlist.handler.js';

/** `auction/addAuctionWatchList` / `auction/removeAuctionWatchList`: the caller's watched auctions. */
@Controller()
export class ToggleAuctionWatchlistController {
  constructor(private readonly handler: ToggleAuctionWatchlistHandler) {}

  @CommandRoute(addAuctionToWatchlist)
  add(@ValidBody() body: RequestOf<typeof addAuctionToWatchlist>, @CurrentActor() actor: Actor) {
    return this.toggle(body, actor, true);
  }

  @CommandRoute(removeAuctionFromWatchlist)
  remove(
    @ValidBody() body: RequestOf<typeof removeAuctionFromWatchlist>,
    @CurrentActor() actor: Actor,
  ) {
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
