import { Controller } from '@nestjs/common';
import { listLotSorts, listUpcomingLots, type RequestOf, searchLots } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed, success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ACTIVE_SORTS } from './lot-search.filter.js';
import { LotSearchQuery } from './lot-search.query.js';

/** Lots for anyone (prices for the signed-in), the lots to come, and the sorts offered. */
@Public()
@Controller()
export class LotSearchController {
  constructor(private readonly query: LotSearchQuery) {}

  @CommandRoute(searchLots)
  async search(
    @ValidBody() q: RequestOf<typeof searchLots>,
    @CurrentActor() actor: Actor | undefined,
  ): Promise<Reply<typeof searchLots>> {
    const { records, total } = await this.query.search(q, actor);
    return listed('Lots', records, total);
  }

  @CommandRoute(listUpcomingLots)
  async upcoming(
    @ValidBody() q: RequestOf<typeof listUpcomingLots>,
    @CurrentActor() actor: Actor | undefined,
  ): Promise<Reply<typeof listUpcomingLots>> {
    return success('Upcoming lots', { records: await this.query.upcoming(q, actor) });
  }

  @CommandRoute(listLotSorts)
  activeSorts(@ValidBody() _: RequestOf<typeof listLotSorts>): Reply<typeof listLotSorts> {
    return success('Sorts', { records: ACTIVE_SORTS, sorts: ACTIVE_SORTS });
  }
}
