import { ownValue } from '@facet/event-schemas';
import { sealedMinimumOffer, type LotEvent } from '@facet/event-schemas';
import { lotTotal } from '../../shared/money/index.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes, toMs } from '../../shared/domain/instant.rules.js';
import { assertAmount, assertCanBid, assertManages } from './lot-guards.rules.js';
import type { AwardOffer, PlaceOffer, RejectAllOffers } from './lot.commands.js';
import type { LotState } from './lot.state.js';

export const invoiceNumber = (state: LotState): string =>
  `INV-${state.lotId}-${state.invoices + 1}`;

export function decideOffer(state: LotState, cmd: Omit<PlaceOffer, 'type'>): LotEvent[] {
  if (state.details.auctiontype !== 'sealed') reject('offer.not-sealed');
  // An encrypted tender event's lot never holds a plain amount before its opening.
  if (state.tender) reject('tender.ciphertext-required');
  assertCanBid(state, cmd.actor, cmd.at);
  const amount = assertAmount(cmd.amount, 'offer.required');
  if (amount < sealedMinimumOffer(state.details.sprice)) reject('offer.below-minimum');
  const userId = cmd.actor.id;
  const standing = ownValue(state.offers, userId);
  if (standing && (standing.amount === amount || standing.bidId === cmd.bidId)) return [];
  return [
    {
      type: 'SealedOfferPlaced',
      data: { lotId: state.lotId, bidId: cmd.bidId, userId, amount, at: cmd.at },
    },
  ];
}

/** Highest offer, earliest on a tie. */
export function bestOffer(
  state: LotState,
): { userId: string; bidId: string; amount: number } | null {
  const sorted = Object.entries(state.offers).sort(
    ([, a], [, b]) => b.amount - a.amount || toMs(a.at) - toMs(b.at),
  );
  const [first] = sorted;
  return first ? { userId: first[0], bidId: first[1].bidId, amount: first[1].amount } : null;
}

function award(state: LotState, userId: string, awardedBy: string, at: string): LotEvent[] {
  const offer = ownValue(state.offers, userId);
  if (!offer) return reject('offer.not-found');
  const { lotId, details } = state;
  return [
    {
      type: 'SealedOfferAwarded',
      data: { lotId, bidId: offer.bidId, userId, amount: offer.amount, awardedBy, at },
    },
    {
      type: 'LotSold',
      data: {
        lotId,
        buyerId: userId,
        amount: offer.amount,
        qty: details.qty - state.sold,
        via: 'sealed',
        at,
        total: lotTotal(details.pricing, offer.amount, details.weight, details.qty - state.sold),
        common_invoice: invoiceNumber(state),
      },
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
      ...award(state, best.userId, 'system', at),
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
  if (state.approvalDeadline !== null && toMs(cmd.at) >= toMs(state.approvalDeadline))
    reject('offer.award-expired');
  return award(state, cmd.userId, cmd.actor.id, cmd.at);
}

export function decideRejectAll(state: LotState, cmd: RejectAllOffers): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.phase === 'unsold') return [];
  if (state.awaitingOpening) reject('tender.awaiting-opening', { ...state.tender });
  if (state.phase !== 'awaiting_award') reject('offer.not-awaiting-award');
  return [
    {
      type: 'SealedOffersRejected',
      data: { lotId: state.lotId, rejectedBy: cmd.actor.id, at: cmd.at },
    },
    { type: 'LotUnsold', data: { lotId: state.lotId, reason: 'rejected', at: cmd.at } },
  ];
}
