import { availableQty, buyNowOffered } from './buy-now.decide.js';
import { pricingOf } from './lot-guards.rules.js';
import type { LotState } from './lot.state.js';
import { standardNextBid } from './proxy-bidding.rules.js';
import { reverseNextBid, reverseRanks } from './reverse-bidding.rules.js';

export type MarketStatus = 'open' | 'sold' | 'closed' | 'unsold';
export type BidTopStatus = 'winner' | 'outbid' | 'won' | 'lost';
export type BuyerLabel =
  | 'Winning'
  | 'Outbid'
  | 'Winning, Reserve not met'
  | 'Outbid, Reserve not met'
  | 'Won'
  | 'Lost'
  | 'Pending';

export function nextBid(state: LotState): number {
  const book = { leader: state.leader, wprice: state.wprice };
  switch (state.details.auctiontype) {
    case 'reverse':
      return reverseNextBid(book, pricingOf(state));
    case 'sealed':
      return Math.max(state.details.sprice, 1_00);
    default:
      return standardNextBid(book, pricingOf(state));
  }
}

export function marketStatus(state: LotState): MarketStatus {
  if (state.phase === 'sold') return 'sold';
  if (state.phase === 'unsold') return 'unsold';
  if (state.phase === 'awaiting_award' || state.status !== 'active') return 'closed';
  return 'open';
}

export function reserveMet(state: LotState): boolean {
  const { rprice, auctiontype } = state.details;
  if (rprice === 0) return true;
  if (state.leader === null) return false;
  return auctiontype === 'reverse' ? state.wprice <= rprice : state.wprice >= rprice;
}

// Every accepted bid leaves its bidder a standing maximum, so `maxima` holds exactly the bidders.
const isBidder = (state: LotState, userId: string): boolean =>
  Object.hasOwn(state.maxima, userId) ||
  state.offers[userId] !== undefined ||
  state.preBids.some((b) => b.userId === userId) ||
  state.buyerId === userId;

/** `bidtopstatus` for a signed-in user; `null` when they have not bid or the offer window is open. */
export function bidtopstatus(state: LotState, userId: string): BidTopStatus | null {
  if (!isBidder(state, userId)) return null;
  if (state.phase === 'sold') return state.buyerId === userId ? 'won' : 'lost';
  if (state.phase === 'unsold') return 'lost';
  // Pre-bids compete only at the start; sealed offers are never ranked in public.
  if (state.phase === 'scheduled' || state.details.auctiontype === 'sealed') return null;
  return state.leader?.userId === userId ? 'winner' : 'outbid';
}

/** The buyer's label (spec section 4). */
export function buyerLabel(state: LotState, userId: string): BuyerLabel | null {
  if (
    state.details.auctiontype === 'sealed' &&
    state.phase === 'awaiting_award' &&
    isBidder(state, userId)
  ) {
    return 'Pending';
  }
  const status = bidtopstatus(state, userId);
  if (status === null) return null;
  if (status === 'won') return 'Won';
  if (status === 'lost') return 'Lost';
  const label = status === 'winner' ? 'Winning' : 'Outbid';
  return reserveMet(state) ? label : `${label}, Reserve not met`;
}

/** Reverse lots: each bidder's rank, 1 = lowest. */
export const ranks = (state: LotState): Record<string, number> =>
  reverseRanks(state.bids.toArray());

export interface LotPublicView {
  id: string;
  auctiontype: LotState['details']['auctiontype'];
  market_status: MarketStatus;
  wprice: number;
  next_bid: number;
  bid_count: number;
  date_added: string;
  date_closed: string;
  future_active: 0 | 1;
  qty: number;
  sold: number;
  available: number;
  buynowed: string | null;
  /** Only when asked with an instant. */
  buynow_offered?: boolean;
}

/** What anyone may see: no reserve, no maxima, no offer amounts while the window is open. */
export function publicView(state: LotState, at?: string): LotPublicView {
  const sealed = state.details.auctiontype === 'sealed';
  const awarded = state.phase === 'sold';
  return {
    id: state.lotId,
    auctiontype: state.details.auctiontype,
    market_status: marketStatus(state),
    wprice: sealed && !awarded ? 0 : state.wprice,
    next_bid: nextBid(state),
    bid_count: state.bids.length + Object.keys(state.offers).length,
    date_added: state.details.date_added,
    date_closed: state.dateClosed,
    future_active: state.phase === 'scheduled' ? 1 : 0,
    qty: state.details.qty,
    sold: state.sold,
    available: availableQty(state),
    buynowed: state.buyerId,
    ...(at === undefined ? {} : { buynow_offered: buyNowOffered(state, at) }),
  };
}
