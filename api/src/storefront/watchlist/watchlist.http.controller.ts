import { Controller } from '@nestjs/common';
import { listWatchlist, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { WatchlistQuery } from './watchlist.query.js';

/** `auction/auctionWatchList`: the lots on the caller's watchlist, soonest to close first. */
@Controller()
export class WatchlistController {
  constructor(private readonly query: WatchlistQuery) {}

  @CommandRoute(listWatchlist)
  async list(
    @ValidBody() q: RequestOf<typeof listWatchlist>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listWatchlist>> {
    const { records, totalRecords } = await this.query.page(q, actor);
    return listed('Watchlist', records, totalRecords);
  }
}
