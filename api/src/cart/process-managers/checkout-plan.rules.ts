import type { LotState } from '../../lots/domain/index.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import type { CheckoutHoldRef } from '../domain/cart.decider.js';

/**
 * The holds a checkout takes: the buyer's holds on these lots (those named, or all), none that
 * another checkout of the cart already took. A named hold that lapsed refuses the whole checkout
 * before anything is recorded; one invoice has one seller. `onlySeller`: a seller acting for the
 * buyer (SFB-4, see invoicing/domain/acting-for-buyer.rules.ts).
 */
export function planCheckout(
  lots: readonly LotState[],
  userId: string,
  at: string,
  named: readonly string[] | undefined,
  taken: ReadonlySet<string>,
  onlySeller?: string,
): { holds: CheckoutHoldRef[]; sellerId: string } {
  const now = toMs(at);
  // SFB-4: a seller checking out for the buyer takes only holds on the seller's own lots.
  const scoped = onlySeller ? lots.filter((lot) => lot.sellerId === onlySeller) : lots;
  if (named && onlySeller && hasNamedHoldOfOthers(lots, named, onlySeller))
    reject('acting-for-buyer.forbidden');
  const mine = scoped.flatMap((lot) =>
    Object.entries(lot.holds)
      .filter(([holdId, h]) => h.userId === userId && !taken.has(holdId))
      .map(([holdId, h]) => ({ lot, holdId, qty: h.qty, live: toMs(h.expiresAt) > now })),
  );
  let chosen = mine.filter((h) => h.live);
  if (named) {
    chosen = mine.filter((h) => named.includes(h.holdId));
    if (chosen.some((h) => !h.live)) reject('buynow.hold-expired');
    if (chosen.length < named.length) reject('buynow.hold-expired');
  }
  const first = chosen[0];
  // SFB-4: the buyer holds nothing of this seller's lots: nothing here for the seller to act on.
  if (!first && onlySeller && mine.length === 0) return reject('acting-for-buyer.forbidden');
  if (!first) return reject('buynow.hold-expired');
  if (chosen.some((h) => h.lot.sellerId !== first.lot.sellerId)) reject('checkout.many-sellers');
  return {
    holds: chosen.map((h) => ({ lotId: h.lot.lotId, holdId: h.holdId, qty: h.qty })),
    sellerId: first.lot.sellerId,
  };
}

/** SFB-4: whether a named hold sits on a lot of another seller than `sellerId`. */
function hasNamedHoldOfOthers(
  lots: readonly LotState[],
  named: readonly string[],
  sellerId: string,
): boolean {
  return lots.some(
    (lot) => lot.sellerId !== sellerId && Object.keys(lot.holds).some((h) => named.includes(h)),
  );
}
