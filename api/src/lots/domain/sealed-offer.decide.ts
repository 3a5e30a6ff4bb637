import { ownValue } from '@facet/event-schemas';
import { sealedMinimumOffer, type LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes, toMs } from '../../shared/domain/instant.rules.js';
import { assertAmount, assertCanBid, assertManages } from './lot-guards.rules.js';
import type { AwardOffer, PlaceOffer, RejectAllOffers } from './lot.commands.js';
import type { LotState } from './lot.state.js';
import { decideApproval } from './seller-approval.decide.js';
import { awardTo, bestOffer } from './sealed-award.rules.js';
import { assertAwardWithinCap, assertWithinCap } from './spending-cap.rules.js';

export { awardTo, bestOffer, bestOfferWithinCaps, invoiceNumber } from './sealed-award.rules.js';

export function decideOffer(state: LotState, cmd: Omit<PlaceOffer, 'type'>): LotEvent[] {
  if (state.details.auctiontype !== 'sealed') reject('offer.not-sealed');
  // An encrypted tender event's lot never holds a plain amount before its opening.
  if (state.tender) reject('tender.ciphertext-required');
  assertCanBid(state, cmd.actor, cmd.at);
  const amount = assertAmount(cmd.amount, 'offer.required');
  if (amount < sealedMinimumOffer(state.details.sprice)) reject('offer.below-minimum');
  const userId = cmd.actor.id;
  // CAP-5: an offer the buyer could not win within their cap is refused as a bid would be (CAP-1).
  assertWithinCap(state, cmd.spendingCaps, userId, amount);
  const standing = ownValue(state.offers, userId);
  if (standing && (standing.amount === amount || standing.bidId === cmd.bidId)) return [];
  return [
    {
      type: 'SealedOfferPlaced',
      data: { lotId: state.lotId, bidId: cmd.bidId, userId, amount, at: cmd.at },
    },
  ];
}

/**
 * Window end: await an award, or award at once with `sealed_auto_award` at or above reserve.
 * `best` is the best offer, or at an encrypted tender's opening the one the event's award chose.
 */
export function endOfferWindow(
  state: LotState,
  at: string,
  best: { userId: string; amount: number } | null = bestOffer(state),
): LotEvent[] {
  const { lotId } = state;
  const offerCount = Object.keys(state.offers).length;
  if (!best)
    return [
      { type: 'SealedOfferWindowEnded', data: { lotId, offerCount, approvalDeadline: null, at } },
      { type: 'LotUnsold', data: { lotId, reason: 'no_bids', at } },
    ];
  if (!state.settings.sealedAutoAward) {
    return [
      { type: 'SealedOfferWindowEnded', data: { lotId, offerCount, approvalDeadline: null, at } },
    ];
  }
  if (best.amount >= state.details.rprice) {
    return [
      { type: 'SealedOfferWindowEnded', data: { lotId, offerCount, approvalDeadline: null, at } },
      ...awardTo(state, best.userId, 'system', at),
    ];
  }
  // Below reserve: the seller may still accept until the approval deadline.
  const approvalDeadline = addMinutes(at, state.settings.sealedApprovalMinutes);
  return [{ type: 'SealedOfferWindowEnded', data: { lotId, offerCount, approvalDeadline, at } }];
}

export function decideAward(state: LotState, cmd: AwardOffer): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.phase === 'sold' && state.buyerId === cmd.userId) return [];
  if (state.awaitingOpening) reject('tender.awaiting-opening', { ...state.tender });
  if (state.phase !== 'awaiting_award') reject('offer.not-awaiting-award');
  // An encrypted tender's parcel goes only to the tender the event's award chose (caps honoured).
  if (state.tender && state.tenderWinnerId !== cmd.userId) reject('tender.not-chosen');
  // Issue 30: under an approval window only the provisional winner may be accepted (APPR-2).
  if (state.provisional) {
    if (state.provisional.userId !== cmd.userId) reject('offer.not-awaiting-approval');
    return decideApproval(state, { ...cmd, accept: true });
  }
  if (state.approvalDeadline !== null && toMs(cmd.at) >= toMs(state.approvalDeadline))
    reject('offer.award-expired');
  const offer = ownValue(state.offers, cmd.userId);
  if (offer) assertAwardWithinCap(state, cmd.spendingCaps, cmd.userId, offer.amount);
  return awardTo(state, cmd.userId, cmd.actor.id, cmd.at);
}

export function decideRejectAll(state: LotState, cmd: RejectAllOffers): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.phase === 'unsold') return [];
  if (state.awaitingOpening) reject('tender.awaiting-opening', { ...state.tender });
  if (state.phase !== 'awaiting_award') reject('offer.not-awaiting-award');
  if (state.provisional) return decideApproval(state, { ...cmd, accept: false });
  return [
    {
      type: 'SealedOffersRejected',
      data: { lotId: state.lotId, rejectedBy: cmd.actor.id, at: cmd.at },
    },
    { type: 'LotUnsold', data: { lotId: state.lotId, reason: 'rejected', at: cmd.at } },
  ];
}
