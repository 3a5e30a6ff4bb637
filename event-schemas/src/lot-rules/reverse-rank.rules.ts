import { ownValue } from '../keyed-records.js';
import type { LotStanding } from './lot-standing.js';

/**
 * A reverse lot's rank for each bidder (spec section 3, `rank (reverse)`), beside the buyer labels:
 * RANK-1 the lowest bid ranks 1 (prices fall in a reverse lot);
 * RANK-2 a bidder ranks by their own lowest bid, once, however many bids they placed;
 * RANK-3 equal bids rank by who placed theirs first;
 * RANK-4 a rank exists only on a reverse lot that is open, and only for someone who bid on it;
 * RANK-5 a bidder is told their own rank, a number: never another bidder's amount or identity.
 */

/** One accepted reverse bid, in the order the lot took them. */
export interface RankedBid {
  userId: string;
  amount: number;
}

/** Every bidder's rank, 1 = lowest (RANK-1..RANK-3). Server-side only: it names every bidder. */
export function reverseRanks(bids: readonly RankedBid[]): Record<string, number> {
  const best = new Map<string, { amount: number; order: number }>();
  bids.forEach((b, order) => {
    const mine = best.get(b.userId);
    if (!mine || b.amount < mine.amount) best.set(b.userId, { amount: b.amount, order });
  });
  const sorted = [...best.entries()].sort(
    ([, a], [, b]) => a.amount - b.amount || a.order - b.order,
  );
  return Object.fromEntries(sorted.map(([userId], i) => [userId, i + 1]));
}

/** The caller's own rank (RANK-4, RANK-5); null when the lot ranks nobody or they did not bid. */
export function reverseRank(lot: LotStanding, userId: string): number | null {
  if (lot.auctiontype !== 'reverse' || lot.phase !== 'open') return null;
  return ownValue(reverseRanks(lot.reverseBids ?? []), userId) ?? null;
}
