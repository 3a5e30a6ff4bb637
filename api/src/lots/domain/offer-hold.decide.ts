import { ownValue } from '@facet/event-schemas';
import type { LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes } from '../../shared/domain/instant.rules.js';
import { buyNowOffered, freeAfterExpiredHolds, holdingUnits } from './buy-now.decide.js';
import { assertExists } from './lot-guards.rules.js';
import type { HoldForOffer } from './lot.commands.js';
import type { LotState } from './lot.state.js';

/**
 * An accepted make-offer's units, held for its buyer at the agreed price. Decided here, on the
 * lot's one stream, for the same reason as a cart hold: only the lot sees every hold and sale in
 * order, so an acceptance racing other buyers can never take units that are gone (never oversold).
 * The seller (or an admin) accepting an offer, or the buyer accepting a counter, may take it.
 */
export function decideHoldForOffer(state: LotState, cmd: HoldForOffer): LotEvent[] {
  assertExists(state);
  // The same acceptance retried: its hold is already there (or already bought).
  if (ownValue(state.holds, cmd.holdId) || state.checkedOut.includes(cmd.holdId)) return [];
  const { actor } = cmd;
  if (actor.id !== state.sellerId && actor.id !== cmd.buyerId && actor.role !== 'admin')
    reject('makeoffer.forbidden');
  if (cmd.buyerId === state.sellerId) reject('buynow.own-lot');
  if (!buyNowOffered(state, cmd.at)) reject('buynow.not-offered');
  const { free, released } = freeAfterExpiredHolds(state, cmd.at);
  if (cmd.qty > free) reject('buynow.insufficient-qty', { available: free });
  return holdingUnits(state, released, {
    holdId: cmd.holdId,
    userId: cmd.buyerId,
    qty: cmd.qty,
    expiresAt: addMinutes(cmd.at, cmd.holdMinutes),
    at: cmd.at,
    unitPrice: cmd.unitPrice,
    offerId: cmd.offerId,
  });
}
