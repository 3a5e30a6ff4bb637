import { Inject, Injectable } from '@nestjs/common';
import type { listWatchlist, RequestOf } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { pageOfRecords } from '../../shared/read-side/page-of-group.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';

/** `auction/auctionWatchList`: the lots on the caller's watchlist, soonest to close first. */
@Injectable()
export class WatchlistQuery {
  constructor(
    private readonly reader: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(q: RequestOf<typeof listWatchlist>, actor: Actor) {
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
    return pageOfRecords(rows, q);
  }
}
