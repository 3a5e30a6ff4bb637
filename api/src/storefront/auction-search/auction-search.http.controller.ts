import { Controller } from '@nestjs/common';
import { type RequestOf, searchAuctions } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuctionSearchQuery } from './auction-search.query.js';

/** `auction/search`: filters id, title, market_status (home: 12 open ones by close date). */
@Controller()
export class AuctionSearchController {
  constructor(private readonly query: AuctionSearchQuery) {}

  @Public()
  @CommandRoute(searchAuctions)
  async search(
    @ValidBody() q: RequestOf<typeof searchAuctions>,
  ): Promise<Reply<typeof searchAuctions>> {
    const { records, total } = await this.query.search(q);
    return listed('Auctions', records, total);
  }
}
