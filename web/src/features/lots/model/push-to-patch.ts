import type { BidAddtimePush, RealClosedPush, WatchlistPush } from '@/lib/socket';
import type { LotPatch } from './lot-cache-patch';

export function bidPushToPatch(p: BidAddtimePush): LotPatch | null {
  if (p.status !== 'success' || !p.id) return null;
  return {
    id: String(p.id),
    revision: p.revision,
    fields: {
      wprice: p.wprice,
      next_bid: p.next_bid,
      bid_count: p.bid_count,
      date_closed: p.date_closed,
      // Only the user-room copy names the caller's label; it also means they have bid.
      ...(p.bidtopstatus ? { bidtopstatus: p.bidtopstatus, bid_or_not: 1 } : {}),
    },
  };
}

export function closedPushToPatch(p: RealClosedPush): LotPatch {
  return {
    id: String(p.id),
    revision: p.revision,
    fields: {
      market_status: p.market_status,
      wprice: p.wprice,
      buynowed: p.buynowed ?? undefined,
      ...(p.bidtopstatus ? { bidtopstatus: p.bidtopstatus } : {}),
    },
  };
}

export function watchlistPushToPatch(p: WatchlistPush): LotPatch | null {
  const id = p.project_id ?? p.id;
  if (!id) return null;
  return { id: String(id), fields: { watchlistid: p.status === 'added' ? 1 : 0 } };
}

export interface BidAnswer {
  id: string;
  wprice: number;
  next_bid: number;
  bid_count: number;
  bidtopstatus: string;
  date_closed: string;
  revision?: number;
  /** Sealed lots: the bidder's own standing offer. */
  my_offer?: number;
}

export function bidAnswerToPatch(a: BidAnswer): LotPatch {
  return {
    id: String(a.id),
    revision: a.revision,
    fields: {
      wprice: a.wprice,
      next_bid: a.next_bid,
      bid_count: a.bid_count,
      bidtopstatus: a.bidtopstatus,
      date_closed: a.date_closed,
      bid_or_not: 1,
      my_offer: a.my_offer,
    },
  };
}
