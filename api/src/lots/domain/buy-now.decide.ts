import { ownValue } from '@facet/event-schemas';
import type { BuyNowHeld, EventData, LotEvent } from '@facet/event-schemas';
import { divideHalfUp } from '../../shared/money/index.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes, toMs } from '../../shared/domain/instant.rules.js';
import { assertExists } from './lot-guards.rules.js';
import type { AddToCart, CheckoutHold, ReleaseHold } from './lot.commands.js';
import type { LotState } from './lot.state.js';
import { invoiceNumber } from './sealed-offer.decide.js';

const held = (state: LotState): number => Object.values(state.holds).reduce((n, h) => n + h.qty, 0);

/** Units a buyer may still take: `qty - sold - held`. */
export const availableQty = (state: LotState): number =>
  state.details.qty - state.sold - held(state);

/** Offered only while open and `wprice < bprice` or there is no bid. */
export function buyNowOffered(state: LotState, at: string): boolean {
  const d = state.details;
  if (d.buynow !== 1 || d.bprice <= 0 || state.phase !== 'open' || state.status !== 'active')
    return false;
  const t = toMs(at);
  if (t < toMs(d.date_added) || t >= toMs(state.dateClosed)) return false;
  return state.leader === null || state.wprice < d.bprice;
}

/**
 * The units free at `at` once the holds expired by then are let go, and the releases to record
 * first, so holds + sales never exceed qty in the log.
 */
export function freeAfterExpiredHolds(
  state: LotState,
  at: string,
): { free: number; released: LotEvent[] } {
  const expired = Object.entries(state.holds).filter(([, h]) => toMs(h.expiresAt) <= toMs(at));
  return {
    free: availableQty(state) + expired.reduce((n, [, h]) => n + h.qty, 0),
    released: expired.map(([holdId]) => ({
      type: 'BuyNowHoldReleased',
      data: { lotId: state.lotId, holdId, reason: 'expired', at },
    })),
  };
}

export function decideAddToCart(state: LotState, cmd: AddToCart): LotEvent[] {
  assertExists(state);
  if (ownValue(state.holds, cmd.holdId) || state.checkedOut.includes(cmd.holdId)) return [];
  if (cmd.actor.id === state.sellerId) reject('buynow.own-lot');
  if (!buyNowOffered(state, cmd.at)) reject('buynow.not-offered');
  if (cmd.qty === null || cmd.qty === 0) reject('buynow.qty-required');
  const { free, released } = freeAfterExpiredHolds(state, cmd.at);
  const qty = cmd.qty === 'available' ? free : (cmd.qty ?? 0);
  if (!Number.isSafeInteger(qty) || qty < 0) reject('buynow.qty-required');
  if (qty > free || qty === 0) reject('buynow.insufficient-qty', { available: free });
  const expiresAt = addMinutes(cmd.at, state.settings.cartHoldMinutes);
  return holdingUnits(state, released, {
    holdId: cmd.holdId,
    userId: cmd.actor.id,
    qty,
    expiresAt,
    at: cmd.at,
  });
}

/**
 * Units held for a buyer (a cart's or an accepted offer's), after the expired holds that made room
 * are released: the hold's fields in the order the event records them.
 */
export const holdingUnits = (
  state: LotState,
  released: LotEvent[],
  hold: Omit<EventData<typeof BuyNowHeld>, 'lotId'>,
): LotEvent[] => [...released, { type: 'BuyNowHeld', data: { lotId: state.lotId, ...hold } }];

/**
 * What `qty` units cost at the buy-now price (or an accepted make-offer's `price`, same basis):
 * per carat, the lot's weight shared pro rata.
 */
export const buyNowTotal = (d: LotState['details'], qty: number, price = d.bprice): number =>
  d.pricing === 'per_carat' ? divideHalfUp(d.weight * price * qty, 100 * d.qty) : price * qty;

export function decideCheckout(state: LotState, cmd: CheckoutHold): LotEvent[] {
  assertExists(state);
  if (state.checkedOut.includes(cmd.holdId)) return [];
  const hold = ownValue(state.holds, cmd.holdId);
  // The buyer sells their own hold; an admin, or this lot's seller (SFB-4), checks it out for them.
  const actsForBuyer = cmd.actor.role === 'admin' || isLotSeller(state, cmd.actor);
  if (!hold || (hold.userId !== cmd.actor.id && !actsForBuyer))
    return reject('buynow.hold-not-found');
  if (toMs(cmd.at) >= toMs(hold.expiresAt)) reject('buynow.hold-expired');
  const { details: d, lotId } = state;
  // A hold taken for an accepted make-offer is charged at the agreed price.
  const price = hold.unitPrice ?? d.bprice;
  const total = buyNowTotal(d, hold.qty, price);
  const common_invoice = cmd.invoiceId ?? invoiceNumber(state);
  const events: LotEvent[] = [
    {
      type: 'BuyNowCheckedOut',
      data: {
        lotId,
        holdId: cmd.holdId,
        userId: hold.userId,
        qty: hold.qty,
        amount: price,
        total,
        common_invoice,
        at: cmd.at,
      },
    },
  ];
  // Buying the whole remaining quantity ends the lot as sold to that buyer.
  if (state.sold + hold.qty === d.qty) {
    events.push({
      type: 'LotSold',
      data: {
        lotId,
        buyerId: hold.userId,
        amount: price,
        total,
        qty: hold.qty,
        via: 'buy_now',
        common_invoice,
        at: cmd.at,
      },
    });
  }
  return events;
}

export function decideReleaseHold(state: LotState, cmd: ReleaseHold): LotEvent[] {
  assertExists(state);
  const hold = ownValue(state.holds, cmd.holdId);
  if (!hold) return [];
  if (cmd.reason === 'expired' && toMs(cmd.at) < toMs(hold.expiresAt))
    reject('buynow.hold-not-expired');
  if (cmd.reason === 'cancelled' && cmd.actor.id !== hold.userId && cmd.actor.role !== 'admin') {
    reject('buynow.hold-not-found');
  }
  return [
    {
      type: 'BuyNowHoldReleased',
      data: { lotId: state.lotId, holdId: cmd.holdId, reason: cmd.reason, at: cmd.at },
    },
  ];
}

/** SFB-4: the seller of this lot, acting for the buyer who holds it. */
const isLotSeller = (state: LotState, actor: { id: string; role: string }): boolean =>
  actor.role === 'seller' && actor.id === state.sellerId;
