import { Inject, Injectable } from '@nestjs/common';
import type {
  listWatchlist,
  RequestOf,
  WatchedAuctionRecord,
  WatchlistAnswer,
} from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { pageOfRecords } from '../../shared/read-side/page-of-group.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';

type WatchlistPage = RequestOf<typeof listWatchlist>;

const present = <T>(x: T | null | undefined): x is T => x !== undefined && x !== null;
const soonestFirst = (a: { date_closed: string }, b: { date_closed: string }) =>
  a.date_closed < b.date_closed ? -1 : 1;

const shown = <T>(p: { records: T[]; totalRecords: number }) => ({
  ...p,
  setDisp: `Showing ${p.records.length} of ${p.totalRecords}`,
});

/** A watched auction as `auction/search` serves it, naming its seller (the watchlist follows them). */
const toWatchedAuction = ({
  $rev: _r,
  lotIds,
  sellerId,
  ...a
}: AuctionCardDoc): WatchedAuctionRecord => ({
  ...a,
  lot_count: lotIds.length,
  seller_id: sellerId,
  watchlisted: 1,
});

/**
 * `auction/auctionWatchList`: the caller's watched lots, or (`type: 'auctions'`) watched
 * auctions, soonest to close first; a removed auction is no longer listed.
 */
@Injectable()
export class WatchlistQuery {
  constructor(
    private readonly reader: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(q: WatchlistPage, actor: Actor): Promise<WatchlistAnswer> {
    return q.type === 'auctions'
      ? { type: 'auctions', ...shown(await this.auctions(q, actor)) }
      : { type: 'lots', ...shown(await this.lots(q, actor)) };
  }

  private async auctions(q: WatchlistPage, actor: Actor) {
    const ids = (await this.reader.watchlist(actor.id))?.auctionIds ?? [];
    const rows = (await this.reader.auctionsById(ids))
      .filter(present)
      .filter((a) => a.status !== 'removed')
      .sort(soonestFirst)
      .map(toWatchedAuction);
    return pageOfRecords(rows, q);
  }

  private async lots(q: WatchlistPage, actor: Actor) {
    const watched = await this.reader.watched(actor.id);
    const ids = [...watched];
    const [cards, standings] = await Promise.all([
      this.reader.lotsById(ids),
      this.reader.standings(ids),
    ]);
    const now = this.clock.now();
    const rows = cards
      .filter((c): c is LotCardDoc => present(c))
      .sort(soonestFirst)
      .map((card) => toSearchRecord(card, standings.get(card.id), actor, watched, now));
    return pageOfRecords(rows, q);
  }
}
