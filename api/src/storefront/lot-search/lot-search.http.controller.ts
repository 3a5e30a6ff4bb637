import { listLotSorts, listUpcomingLots, searchLots } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, PublicCall } from '../../shared/http/controller.js';
import { listed, success } from '../../shared/http/envelope.js';
import { ACTIVE_SORTS } from './lot-search.filter.js';
import { LotSearchQuery } from './lot-search.query.js';

/** Lots for anyone (prices for the signed-in), the lots to come, and the sorts offered. */
@Public()
@CommandController()
export class LotSearchController {
  constructor(private readonly query: LotSearchQuery) {}

  @CommandRoute(searchLots)
  async search(@Call() { body: q, actor }: PublicCall<typeof searchLots>) {
    const { records, total } = await this.query.search(q, actor);
    return listed('Lots', records, total);
  }

  @CommandRoute(listUpcomingLots)
  async upcoming(@Call() { body: q, actor }: PublicCall<typeof listUpcomingLots>) {
    return success('Upcoming lots', { records: await this.query.upcoming(q, actor) });
  }

  @CommandRoute(listLotSorts)
  activeSorts(@Call() _: Call<typeof listLotSorts>) {
    return success('Sorts', { records: ACTIVE_SORTS, sorts: ACTIVE_SORTS });
  }
}
