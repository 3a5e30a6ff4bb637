import type { IncrementRow, LotCard } from '@facet/event-schemas';
import type { Doc } from '../runner/projection.js';

/** The stored card: the public LotCard plus the public increment table it prices `next_bid` with. */
export interface LotCardDoc extends Omit<LotCard, 'reserve_met'>, Doc {
  has_bids: boolean;
  increments: IncrementRow[];
  defaultIncrement: number;
  /**
   * Buy-now holds in buyers' carts, by hold id. Kept here (never served as is) because a release
   * names only its hold: the card must remember whose hold it was and how many units it took.
   */
  holds?: Record<string, CardHold>;
}

export interface CardHold {
  userId: string;
  qty: number;
  expiresAt: string;
  /** An accepted make-offer's price (cents, the lot's basis): the cart charges it, not bprice. */
  unitPrice?: number;
}

/** Units in carts now: what a buyer may still take is `qty - sold - held`. */
export const heldQty = (card: Pick<LotCardDoc, 'holds'>): number =>
  Object.values(card.holds ?? {}).reduce((n, h) => n + h.qty, 0);
