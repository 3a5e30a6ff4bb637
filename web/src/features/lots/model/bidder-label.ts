import { isSealed, lotPhase } from './lot-timing';
import type { Lot } from './cached-lot';

export type LabelKey = 'winning' | 'outbid' | 'won' | 'lost' | 'pending';
export interface BidderLabel {
  key: LabelKey;
  reserveNotMet: boolean;
}

/** Buyers are never sent the reserve (`rprice`), only whether it is met. */
export function reserveNotMet(lot: Pick<Lot, 'reserve_met'>): boolean {
  return lot.reserve_met === false;
}

function hasTakenPart(lot: Lot): boolean {
  return Boolean(lot.bid_or_not) || Boolean(lot.bidtopstatus);
}

/** Spec 4 labels for a signed-in bidder; null when the user has no stake in the lot. */
export function bidderLabel(lot: Lot, userId: string | null, now: number): BidderLabel | null {
  if (!userId || !hasTakenPart(lot)) return null;
  const plain = (key: LabelKey): BidderLabel => ({ key, reserveNotMet: false });
  if (isSealed(lot)) {
    if (lot.market_status === 'sold')
      return plain(String(lot.buynowed) === String(userId) ? 'won' : 'lost');
    if (lot.market_status === 'unsold' || lot.market_status === 'closed') return plain('lost');
    return lotPhase(lot, now) === 'closing' ? plain('pending') : null;
  }
  switch (lot.bidtopstatus) {
    case 'won':
      return plain('won');
    case 'lost':
      return plain('lost');
    case 'winner':
    case 'outbid':
      if (lot.market_status === 'sold') {
        return plain(String(lot.buynowed) === String(userId) ? 'won' : 'lost');
      }
      if (lot.market_status !== 'open') return plain('lost');
      return {
        key: lot.bidtopstatus === 'winner' ? 'winning' : 'outbid',
        reserveNotMet: reserveNotMet(lot),
      };
    default:
      return null;
  }
}
