import type {
  BidAddtimePayload,
  BidAnswer,
  PreBidAddtimePayload,
  PreBidAnswer,
  RealClosedUpdatesPayload,
} from '@facet/event-schemas';
import type { LotPatch } from './lot-cache-patch';

/** A refused bid carries the lot's public state only (no label): that much is patched. */
export function bidPushToPatch(p: BidAddtimePayload): LotPatch {
  const shared = {
    wprice: p.wprice,
    next_bid: p.next_bid,
    bid_count: p.bid_count,
    date_closed: p.date_closed,
  };
  if (p.status === 'failed') return { id: p.id, revision: p.revision, fields: shared };
  return {
    id: p.id,
    revision: p.revision,
    fields: {
      ...shared,
      // Only the user-room copy names the caller's label; it also means they have bid.
      ...(p.bidtopstatus ? { bidtopstatus: p.bidtopstatus, bid_or_not: 1 } : {}),
      ...(p.reserve_met === undefined ? {} : { reserve_met: p.reserve_met }),
      // A reverse lot's rank comes only in the bidder's own room.
      ...(p.rank === undefined ? {} : { rank: p.rank }),
    },
  };
}

export function closedPushToPatch(p: RealClosedUpdatesPayload): LotPatch {
  return {
    id: p.id,
    revision: p.revision,
    fields: {
      market_status: p.market_status,
      wprice: p.wprice,
      buynowed: p.buynowed,
      ...(p.bidtopstatus ? { bidtopstatus: p.bidtopstatus } : {}),
      // The winner's own copy names their invoice: 'View invoice' shows at the close.
      ...(p.common_invoice ? { common_invoice: p.common_invoice } : {}),
    },
  };
}

/** The caller's own pre-bid, from its HTTP answer or its `preBidAddtime` push. */
export function preBidToPatch(p: PreBidAnswer | PreBidAddtimePayload): LotPatch {
  return { id: p.id, revision: p.revision, fields: { prebid_data: p.prebid_data } };
}

export function bidAnswerToPatch(a: BidAnswer): LotPatch {
  return {
    id: a.id,
    revision: a.revision,
    fields: {
      wprice: a.wprice,
      next_bid: a.next_bid,
      bid_count: a.bid_count,
      // No status on a sealed lot: nobody is ranked before the award.
      bidtopstatus: a.bidtopstatus ?? null,
      ...(a.reserve_met === undefined ? {} : { reserve_met: a.reserve_met }),
      date_closed: a.date_closed,
      bid_or_not: 1,
      ...(a.my_offer === undefined ? {} : { my_offer: a.my_offer }),
      ...(a.rank === undefined ? {} : { rank: a.rank }),
    },
  };
}
