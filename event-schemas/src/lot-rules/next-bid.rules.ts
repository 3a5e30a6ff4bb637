import { incrementAt, type IncrementTable } from './increments.rules.js';
import type { AuctionType } from './lot-standing.js';

/** What the next acceptable price depends on: the lot's prices and its increment table. */
export interface PriceLadder extends IncrementTable {
  sprice: number;
  /** The current price: highest (standard) or lowest (reverse) winning price. */
  wprice: number;
  /** Whether a bid stands (a leader exists); `wprice` means nothing before that. */
  has_bids: boolean;
}

/** Standard: `sprice` while there is no bid, else `wprice + inc(wprice)`. */
export const standardNextBid = (lot: PriceLadder): number =>
  lot.has_bids ? lot.wprice + incrementAt(lot, lot.wprice) : lot.sprice;

/**
 * Reverse: `sprice` with no bid, else `lowest - inc(lowest)`, the highest bid still accepted.
 * Not clamped: below one increment no bid of at least $1.00 can lead, and the decider says so.
 */
export const reverseNextBid = (lot: PriceLadder): number =>
  lot.has_bids ? lot.wprice - incrementAt(lot, lot.wprice) : lot.sprice;

/** Sealed: an offer must reach `max(sprice, $1.00)` ('Enter Valid Price'). */
export const sealedMinimumOffer = (sprice: number): number => Math.max(sprice, 1_00);

/** `next_bid` of any lot: what the decider validates a bid or an offer against. */
export function nextBid(lot: PriceLadder & { auctiontype: AuctionType }): number {
  switch (lot.auctiontype) {
    case 'reverse':
      return reverseNextBid(lot);
    case 'sealed':
      return sealedMinimumOffer(lot.sprice);
    default:
      return standardNextBid(lot);
  }
}
