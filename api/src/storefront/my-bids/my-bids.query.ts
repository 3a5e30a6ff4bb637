import { Inject, Injectable } from '@nestjs/common';
import type { listMyBids, MyBidRecord, RequestOf } from '@facet/event-schemas';
import { buyerLabel, type LotCardDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { centsToDollars } from '../../shared/money/index.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { pageOfRecords } from '../../shared/read-side/page-of-group.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';
import { inTab } from './my-bids.filter.js';

/** `auction/myBids`: the caller's lots with a bid, offer or pre-bid in a tab, newest bid first. */
@Injectable()
export class MyBidsQuery {
  constructor(
    private readonly reader: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(q: RequestOf<typeof listMyBids>, actor: Actor) {
    const entries = Object.values((await this.reader.myBids(actor.id))?.lots ?? {}).sort((a, b) =>
      a.bid_at < b.bid_at ? 1 : -1,
    );
    const ids = entries.map((e) => e.lotId);
    const [cards, standings, watched] = await Promise.all([
      this.reader.lotsById(ids),
      this.reader.standings(ids),
      this.reader.watched(actor.id),
    ]);
    const now = this.clock.now();
    const rows = entries.flatMap((e, i): MyBidRecord[] => {
      const card = cards[i] as LotCardDoc | undefined;
      const standing = standings.get(e.lotId);
      if (!card || !standing) return [];
      const label = buyerLabel(standing, actor.id);
      const sealed = card.auctiontype === 'sealed';
      if (!inTab({ label, marketStatus: card.market_status, sealed }, q.status, q.kind)) return [];
      return [
        {
          ...toSearchRecord(card, standing, actor, watched, now),
          bid_status: label,
          kind: e.kind,
          my_amount: centsToDollars(e.last_amount),
          // The caller's own sealed offer: theirs to see, nobody else's.
          ...(sealed && e.kind === 'sealed' ? { my_offer: centsToDollars(e.last_amount) } : {}),
          bid_at: e.bid_at,
        },
      ];
    });
    return pageOfRecords(rows, q);
  }
}
