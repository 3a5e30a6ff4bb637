import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../security/body-schema.js';
import type { ListResponse, LotSearchRecord } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody, int } from './catalog.request.js';
import { toSearchRecord } from './lot-record.mapper.js';
import { setDisp } from './lot-search.query.js';

const watchListBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer 1-100'],
  page: ['integer', 'The page, an integer from 1'],
});

/** `auction/auctionWatchList`: the lots on the caller's watchlist, soonest to close first. */
@Controller()
export class WatchlistListController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('auction/auctionWatchList')
  @BodySchema(watchListBody)
  async list(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = asBody(raw);
    const limit = int(body.limit, 12, 1, 100);
    const page = int(body.page, 1, 1, 100_000);
    const watched = await this.reader.watched(actor.id);
    const ids = [...watched];
    const [cards, standings] = await Promise.all([
      this.reader.lotsById(ids),
      this.reader.standings(ids),
    ]);
    const now = this.clock.now();
    const rows = cards
      .filter((c): c is LotCardDoc => c !== undefined && c !== null)
      .sort((a, b) => (a.date_closed < b.date_closed ? -1 : 1))
      .map((card) => toSearchRecord(card, standings.get(card.id), actor, watched, now));
    const records = rows.slice((page - 1) * limit, page * limit);
    return success<ListResponse<LotSearchRecord>>('Watchlist', {
      records,
      totalRecords: rows.length,
      setDisp: setDisp(records.length, rows.length),
    });
  }
}
