import { Controller } from '@nestjs/common';
import { listWatchlist, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { WatchlistQuery } from './watchlist.query.js';

/** `auction/auctionWatchList`: the caller's watched lots or auctions, soonest to close first. */
@Controller()
export class WatchlistController {
  constructor(private readonly query: WatchlistQuery) {}

  @CommandRoute(listWatchlist)
  async list(
    @ValidBody() q: RequestOf<typeof listWatchlist>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listWatchlist>> {
    return success('Watchlist', await this.query.page(q, actor));
  }
}
