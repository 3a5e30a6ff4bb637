import type { LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes, toMs } from '../../shared/domain/instant.rules.js';
import { assertManages } from './lot-guards.rules.js';
import type { DecideApproval } from './lot.commands.js';
import type { LotState } from './lot.state.js';
import { awardTo, bestOffer } from './sealed-award.rules.js';

/**
 * Issue 30, the seller's approval window on a sealed tender (as the trade's tenders give the
 * supplier a day to approve or reject the highest bids):
 * - APPR-1: when the tender event sets a window, the highest tender at or above the reserve is
 *   the parcel's provisional winner at the window end, with a deadline; nothing is sold yet.
 * - APPR-2: the seller accepts it before the deadline: it is awarded and sold.
 * - APPR-3: the seller refuses it before the deadline: the parcel is unsold.
 * - APPR-4: unanswered at the deadline, it is accepted (by the system).
 */

/**
 * APPR-1 at the window end (or an encrypted tender's opening, `best` then the tender its award
 * chose): the events, or null when the usual award rules apply.
 */
export function provisionalAward(
  state: LotState,
  at: string,
  approvalWindowMinutes: number | undefined,
  best: { userId: string; bidId: string; amount: number } | null = bestOffer(state),
): LotEvent[] | null {
  if (!approvalWindowMinutes) return null;
  // No tender, or none at the reserve: the usual rules (unsold, or the seller's below-reserve call).
  if (!best || best.amount < state.details.rprice) return null;
  const { lotId, sellerId } = state;
  const approvalDeadline = addMinutes(at, approvalWindowMinutes);
  const offerCount = Object.keys(state.offers).length;
  return [
    { type: 'SealedOfferWindowEnded', data: { lotId, offerCount, approvalDeadline, at } },
    {
      type: 'SealedOfferProvisionallyAwarded',
      data: { lotId, sellerId, ...best, approvalDeadline, at },
    },
  ];
}

function decided(state: LotState, accept: boolean, decidedBy: string, at: string): LotEvent[] {
  const p = state.provisional;
  if (!p) return reject('offer.not-awaiting-approval');
  const { lotId } = state;
  const decision = {
    type: 'SealedOfferApprovalDecided',
    data: { lotId, ...p, decision: accept ? 'accepted' : 'refused', decidedBy, at },
  } as const;
  if (accept) return [decision, ...awardTo(state, p.userId, decidedBy, at)];
  return [
    decision,
    { type: 'SealedOffersRejected', data: { lotId, rejectedBy: decidedBy, at } },
    { type: 'LotUnsold', data: { lotId, reason: 'rejected', at } },
  ];
}

/** APPR-2, APPR-3: the seller's answer, before the deadline; the same answer again changes nothing. */
export function decideApproval(state: LotState, cmd: Omit<DecideApproval, 'type'>): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.phase === (cmd.accept ? 'sold' : 'unsold')) return [];
  if (!state.provisional) reject('offer.not-awaiting-approval');
  if (state.approvalDeadline !== null && toMs(cmd.at) >= toMs(state.approvalDeadline))
    reject('offer.award-expired');
  return decided(state, cmd.accept, cmd.actor.id, cmd.at);
}

/** APPR-4 at the deadline: still unanswered, accepted; before it, nothing yet. */
export function approvalDeadlinePassed(state: LotState, at: string): LotEvent[] {
  const deadline = state.approvalDeadline;
  if (deadline === null || toMs(at) < toMs(deadline)) return [];
  return decided(state, true, 'system', at);
}
