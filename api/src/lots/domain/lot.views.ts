import { ownValue } from '@facet/event-schemas';
import {
  bidTopStatus,
  buyerLabel as labelOf,
  nextBid as nextBidOf,
  reserveMet as reserveMetOf,
  type BidTopStatus,
  type BuyerLabel,
  type LotStanding,
  type StandingPhase,
} from '@facet/event-schemas';
import { availableQty, buyNowOffered } from './buy-now.decide.js';
import type { LotPhase, LotState } from './lot.state.js';
import { reverseRanks } from './reverse-bidding.rules.js';

export type MarketStatus = 'open' | 'sold' | 'closed' | 'unsold';
export type { BidTopStatus, BuyerLabel };

/** `next_bid`: what the deciders validate against, by the shared rules the read side uses. */
export const nextBid = (state: LotState): number =>
  nextBidOf({
    auctiontype: state.details.auctiontype,
    sprice: state.details.sprice,
    wprice: state.wprice,
    has_bids: state.leader !== null,
    increments: state.settings.increments,
    defaultIncrement: state.settings.defaultIncrement,
  });

export function marketStatus(state: LotState): MarketStatus {
  if (state.phase === 'sold') return 'sold';
  if (state.phase === 'unsold') return 'unsold';
  if (state.phase === 'awaiting_award' || state.status !== 'active') return 'closed';
  return 'open';
}

// A lot that does not exist yet has no ranking either.
const PHASES: Record<LotPhase, StandingPhase> = {
  none: 'scheduled',
  scheduled: 'scheduled',
  open: 'open',
  awaiting_award: 'awaiting_award',
  sold: 'sold',
  unsold: 'unsold',
};

// Every accepted bid leaves its bidder a standing maximum, so `maxima` holds exactly the bidders.
const isBidder = (state: LotState, userId: string): boolean =>
  Object.hasOwn(state.maxima, userId) ||
  ownValue(state.offers, userId) !== undefined ||
  state.preBids.some((b) => b.userId === userId);

/** The aggregate's state as the shared buyer rules read it: the one adapter. */
export function standingOf(state: LotState): LotStanding {
  return {
    auctiontype: state.details.auctiontype,
    // Issue 30: a provisional winner awaits the seller's approval (APPR-1).
    phase: state.provisional ? 'awaiting_approval' : PHASES[state.phase],
    rprice: state.details.rprice,
    wprice: state.wprice,
    leaderId: state.leader?.userId ?? null,
    winnerId: state.buyerId,
    bidders: { has: (userId) => isBidder(state, userId) },
    // Reverse lots rank their bidders by the standing bids (the shared rule reads them).
    ...(state.details.auctiontype === 'reverse' && { reverseBids: state.bids.toArray() }),
  };
}

export const reserveMet = (state: LotState): boolean => reserveMetOf(standingOf(state));

/** `bidtopstatus` for a signed-in user; null when they have no stake or no ranking exists yet. */
export const bidtopstatus = (state: LotState, userId: string): BidTopStatus | null =>
  bidTopStatus(standingOf(state), userId);

/** The buyer's label (spec section 4). */
export const buyerLabel = (state: LotState, userId: string): BuyerLabel | null =>
  labelOf(standingOf(state), userId);

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
    bid_count: state.bidCount + Object.keys(state.offers).length,
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
