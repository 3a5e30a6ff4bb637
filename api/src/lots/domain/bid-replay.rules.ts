import { ownValue, setOwn } from '@facet/event-schemas';
import {
  applyHard,
  applyProxy,
  type PricingContext,
  type StandardBook,
} from './proxy-bidding.rules.js';
import { applyReverse } from './reverse-bidding.rules.js';
import type { BidEntry } from './lot.state.js';

export interface ReplayedBook extends StandardBook {
  maxima: Record<string, number>;
}

/**
 * Re-runs accepted bids in placement order (retraction: as if a bid had never been placed).
 * The rules never lower the price inside one run, so a re-run is the live outcome minus the bid.
 */
export function replayBids(entries: Iterable<BidEntry>, ctx: PricingContext): ReplayedBook {
  let book: StandardBook = { leader: null, wprice: 0 };
  const maxima: Record<string, number> = {};
  for (const e of entries) {
    if (e.kind === 'reverse') {
      book = applyReverse(book, e);
      setOwn(maxima, e.userId, Math.min(ownValue(maxima, e.userId) ?? e.amount, e.amount));
      continue;
    }
    const out =
      e.kind === 'proxy'
        ? applyProxy(book, { userId: e.userId, maximum: e.amount, at: e.at }, ctx)
        : applyHard(book, e, ctx);
    book = out.book;
    setOwn(maxima, e.userId, book.leader?.userId === e.userId ? book.leader.maximum : e.amount);
  }
  return { ...book, maxima };
}
