import type { BuyerLabel } from '../read-models/index.js';
import type { BidTopStatus, LotStanding } from './lot-standing.js';
import { reserveMet } from './reserve-met.rules.js';

const tookPart = (lot: LotStanding, userId: string): boolean =>
  lot.winnerId === userId || lot.bidders.has(userId);

/**
 * A signed-in user's `bidtopstatus` (spec section 4); null when they have no stake or no
 * ranking exists yet: pre-bids compete only once the lot starts, and while a sealed window is
 * open a bidder sees their own offer, never a rank.
 */
export function bidTopStatus(lot: LotStanding, userId: string): BidTopStatus | null {
  if (!tookPart(lot, userId)) return null;
  switch (lot.phase) {
    case 'sold':
      return lot.winnerId === userId ? 'won' : 'lost';
    case 'unsold':
      return 'lost';
    case 'awaiting_award':
      return 'pending';
    case 'awaiting_approval':
      return 'awaiting_approval';
    case 'scheduled':
      return null;
    case 'open':
      if (lot.auctiontype === 'sealed') return null;
      return lot.leaderId === userId ? 'winner' : 'outbid';
  }
}

/** The buyer's label: Winning / Outbid (', Reserve not met' while unmet), Won, Lost, Pending. */
export function buyerLabel(lot: LotStanding, userId: string): BuyerLabel | null {
  const status = bidTopStatus(lot, userId);
  switch (status) {
    case null:
      return null;
    case 'won':
      return 'Won';
    case 'lost':
      return 'Lost';
    case 'pending':
      return 'Pending';
    case 'awaiting_approval':
      return 'Awaiting seller approval';
    case 'winner':
      return reserveMet(lot) ? 'Winning' : 'Winning, Reserve not met';
    case 'outbid':
      return reserveMet(lot) ? 'Outbid' : 'Outbid, Reserve not met';
  }
}
