import type { TopStatus } from '../read-models/lot-record.model.js';

export type AuctionType = 'standard' | 'reverse' | 'sealed';

/**
 * Where a lot is in its life, as the labels need it: before start, open, a sealed window ended
 * and awaiting an award, sold, or closed without a sale.
 */
export type StandingPhase =
  | 'scheduled'
  | 'open'
  | 'awaiting_award'
  // Issue 30: a provisional winner awaits the seller's approval (APPR-1).
  | 'awaiting_approval'
  | 'sold'
  | 'unsold';

/** `bidtopstatus` as the contract serves it (spec section 4; 'pending': a sealed lot awaiting award). */
export type BidTopStatus = TopStatus;

/**
 * The server-side standing of one lot that the buyer rules read: the api derives it from the
 * aggregate's state, the projections from the lot-standing read model, each with one adapter.
 * Never sent to a browser: it names the leader and the reserve.
 */
export interface LotStanding {
  auctiontype: AuctionType;
  phase: StandingPhase;
  /** Reserve in cents; 0 = none. */
  rprice: number;
  wprice: number;
  leaderId: string | null;
  /** The buyer once sold (by auction, award or buy-now). */
  winnerId: string | null;
  /** Everyone who placed a bid, a pre-bid or an offer. */
  bidders: { has(userId: string): boolean };
  /** Reverse lots: the standing bids in the order taken (the ranks are read from them). */
  reverseBids?: readonly { userId: string; amount: number }[];
}
