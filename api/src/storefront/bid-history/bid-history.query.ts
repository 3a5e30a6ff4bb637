import { Injectable } from '@nestjs/common';
import type { BidHistoryRecord, listBidHistory, RequestOf } from '@facet/event-schemas';
import { maskName } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { centsToDollars } from '../../shared/money/index.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

/**
 * `product/bidhistory`: a page of a lot's bids, newest first, numbered from the first bid; other
 * bidders' names masked, the caller's own in full; amounts for the signed-in only.
 */
@Injectable()
export class BidHistoryQuery {
  constructor(private readonly reader: ReadModelReader) {}

  async page(q: RequestOf<typeof listBidHistory>, actor: Actor | undefined) {
    const rows = (await this.reader.history(q.lotId))?.rows ?? [];
    // Stored oldest first; served newest first.
    const end = Math.max(0, rows.length - (q.page - 1) * q.limit);
    const slice = rows.slice(Math.max(0, end - q.limit), end).reverse();
    const names = await this.reader.names([...new Set(slice.map((r) => r.user_id))]);
    const byId = new Map(names.flatMap((n) => (n ? [[n.id, n] as const] : [])));
    const records = slice.map((r, i): BidHistoryRecord => {
      const n = byId.get(r.user_id);
      const own = actor?.id === r.user_id;
      return {
        id: r.id,
        // What the ID column shows: the bid's place in the lot's history (1 = first bid).
        bid_number: end - i,
        user_id: own ? r.user_id : null,
        first_name: n ? (own ? n.first_name : maskName(n.first_name)) : 'Bidder',
        last_name: n ? (own ? n.last_name : maskName(n.last_name)) : '',
        proposed_amount: actor ? centsToDollars(r.proposed_amount) : null,
        created_at: r.created_at,
      };
    });
    return { records, total: rows.length };
  }
}
