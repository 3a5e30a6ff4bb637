import type { BuyerLabel } from '@facet/event-schemas';
import type { LotStandingDoc } from './lot-standing.projection.js';

export type TopStatus = 'winner' | 'outbid' | 'won' | 'lost' | 'pending';

/** A bidder's own label (spec section 4); null when they never bid on the lot. */
export function buyerLabel(s: LotStandingDoc, userId: string): BuyerLabel | null {
  if (!s.bidders.includes(userId)) return null;
  if (s.phase === 'sold') return s.winnerId === userId ? 'Won' : 'Lost';
  if (s.phase === 'closed') return 'Lost';
  if (s.auctiontype === 'sealed') return 'Pending';
  const reserveUnmet = s.auctiontype !== 'reverse' && s.rprice > 0 && s.wprice < s.rprice;
  const base = s.leaderId === userId ? 'Winning' : 'Outbid';
  return reserveUnmet ? (`${base}, Reserve not met` as BuyerLabel) : base;
}

/** `bidtopstatus` as the api contract names it. */
export function topStatus(s: LotStandingDoc, userId: string): TopStatus | null {
  const label = buyerLabel(s, userId);
  if (label === null) return null;
  if (label === 'Won') return 'won';
  if (label === 'Lost') return 'lost';
  if (label === 'Pending') return 'pending';
  return label.startsWith('Winning') ? 'winner' : 'outbid';
}

/** Whether a card may say the reserve is met; reverse lots compare the other way. */
export function reserveMet(s: LotStandingDoc): boolean {
  if (s.rprice <= 0) return true;
  return s.auctiontype === 'reverse'
    ? s.leaderId !== null && s.wprice <= s.rprice
    : s.wprice >= s.rprice;
}
