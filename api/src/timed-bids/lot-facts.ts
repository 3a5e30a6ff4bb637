import { type LotState, nextBid } from '../lots/domain/index.js';
import type { LotFacts } from './domain/index.js';

/** What the timed-bid rules read of a lot, from the lot's state on the command side. */
export function lotFacts(s: LotState): LotFacts {
  // Reverse and sealed lots are judged by the lot alone when the bid is placed (TTW-2).
  const ascending = s.details.auctiontype !== 'reverse' && s.details.auctiontype !== 'sealed';
  return {
    exists: s.phase !== 'none',
    sellerId: s.sellerId,
    phase: s.phase,
    status: s.status,
    startAt: s.details.date_added,
    closeAt: s.dateClosed,
    nextBid: ascending && s.phase !== 'none' ? nextBid(s) : null,
    leaderId: s.leader?.userId ?? null,
  };
}
