import { listWatchlist } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { WatchlistQuery } from './watchlist.query.js';

/** `auction/auctionWatchList`: the caller's watched lots or auctions, soonest to close first. */
@CommandController()
export class WatchlistController {
  constructor(private readonly query: WatchlistQuery) {}

  @CommandRoute(listWatchlist)
  async list(@Call() { body: q, actor }: Call<typeof listWatchlist>) {
    return success('Watchlist', await this.query.page(q, actor));
  }
}
