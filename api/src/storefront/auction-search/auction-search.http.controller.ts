import { searchAuctions } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { AuctionSearchQuery } from './auction-search.query.js';

/** `auction/search`: filters id, title, market_status (home: 12 open ones by close date). */
@CommandController()
export class AuctionSearchController {
  constructor(private readonly query: AuctionSearchQuery) {}

  @Public()
  @CommandRoute(searchAuctions)
  async search(@Call() { body: q }: Call<typeof searchAuctions>) {
    const { records, total } = await this.query.search(q);
    return listed('Auctions', records, total);
  }
}
