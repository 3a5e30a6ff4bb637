import { reverseNextBid as nextReverse } from '@facet/event-schemas';
import { ladderOf, type PricingContext, type StandardBook } from './proxy-bidding.rules.js';

/** Reverse lot: prices fall; `next_bid` = `sprice`, then `lowest - inc(lowest)`. */
export const reverseNextBid = (book: StandardBook, ctx: PricingContext): number =>
  nextReverse(ladderOf(book, ctx));

/** The lowest bid leads; an equal later bid does not take the lead (earlier wins a tie). */
export function applyReverse(
  book: StandardBook,
  bid: { userId: string; amount: number; at: string },
): StandardBook {
  if (book.leader && bid.amount >= book.wprice) return book;
  return {
    leader: { userId: bid.userId, maximum: bid.amount, priorityAt: bid.at },
    wprice: bid.amount,
  };
}

/** Rank 1 = the lowest bid; ties by who bid first: the shared rule of the lot rules. */
export { reverseRanks } from '@facet/event-schemas';
