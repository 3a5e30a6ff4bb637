import {
  bidTopStatus,
  buyerLabel as labelOf,
  reserveMet as reserveMetOf,
  reverseRank,
  type BidTopStatus,
  type BuyerLabel,
  type LotStanding,
} from '@facet/event-schemas';
import type { LotStandingDoc } from './lot-standing.projection.js';

/** The read model as the buyer rules of `@facet/event-schemas` read it: the one adapter. */
export function standingOf(doc: LotStandingDoc): LotStanding {
  return {
    auctiontype: doc.auctiontype,
    phase: doc.phase,
    rprice: doc.rprice,
    wprice: doc.wprice,
    leaderId: doc.leaderId,
    winnerId: doc.winnerId,
    bidders: { has: (userId) => doc.bidders.includes(userId) },
    ...(doc.reverseBids && { reverseBids: doc.reverseBids }),
  };
}

/** A bidder's own label (spec section 4); null when they have none. */
export const buyerLabel = (doc: LotStandingDoc, userId: string): BuyerLabel | null =>
  labelOf(standingOf(doc), userId);

/** `bidtopstatus` as the api contract names it. */
export const topStatus = (doc: LotStandingDoc, userId: string): BidTopStatus | null =>
  bidTopStatus(standingOf(doc), userId);

/** A reverse lot's rank of this bidder (1 = best); null when none. */
export const rankOf = (doc: LotStandingDoc, userId: string): number | null =>
  reverseRank(standingOf(doc), userId);

/** Whether a card may say the reserve is met. */
export const reserveMet = (doc: LotStandingDoc): boolean => reserveMetOf(standingOf(doc));
