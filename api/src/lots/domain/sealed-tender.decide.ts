import { ownValue, type LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { assertCanBid, assertExists } from './lot-guards.rules.js';
import type { ApplyTenderKey, OpenTenders, SubmitTender, WithdrawTender } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import { hasBids, type LotState } from './lot.state.js';
import { withAwardRequest } from './award-request.decide.js';
import { endOfferWindow } from './sealed-offer.decide.js';
import { provisionalAward } from './seller-approval.decide.js';

/**
 * Encrypted sealed tenders (issue 30). Rules:
 * ET1 Only a sealed lot joins an encrypted tender event, and only before any offer or tender.
 * ET2 Such a lot takes a ciphertext, never a plain amount; a lot outside one takes no ciphertext.
 * ET3 One standing tender per buyer: a new ciphertext replaces it, a withdrawal removes it, while
 *     the lot is open (the same window as an offer); the same ciphertext again changes nothing.
 * ET6 A tender is its party's as placed (issue 30): the company the buyer represented when they
 *     tendered, else the buyer; leaving or joining a company later does not move it. The same
 *     ciphertext placed again for another party replaces it.
 * ET4 The window end with tenders awards nothing: the lot awaits the opening.
 * ET5 The opening gives every tender its amount, then the sealed rules award the tender the
 *     event's award chose (sealed_auto_award at or above reserve, else the seller is asked).
 */
export function decideApplyTenderKey(state: LotState, cmd: ApplyTenderKey): LotEvent[] {
  assertExists(state);
  if (state.details.auctiontype !== 'sealed') reject('tender.not-encrypted');
  if (state.tender?.auctionId === cmd.auctionId) return [];
  if (state.tender || hasBids(state)) reject('tender.lots-have-offers');
  const { auctionId, holders, threshold, at } = cmd;
  return [
    { type: 'LotTenderEncrypted', data: { lotId: state.lotId, auctionId, holders, threshold, at } },
  ];
}

export function decideSubmitTender(state: LotState, cmd: SubmitTender): LotEvent[] {
  if (!state.tender) reject('tender.not-encrypted');
  assertCanBid(state, cmd.actor, cmd.at);
  const userId = cmd.actor.id;
  const standing = ownValue(state.tenders, userId);
  const sameTender =
    standing?.bidId === cmd.bidId ||
    (standing?.ciphertextSha256 === cmd.ciphertextSha256 && standing.partyId === cmd.partyId);
  if (sameTender) return [];
  const { bidId, ciphertext, ciphertextSha256, partyId, at } = cmd;
  return [
    {
      type: 'SealedTenderSubmitted',
      data: { lotId: state.lotId, bidId, userId, partyId, ciphertext, ciphertextSha256, at },
    },
  ];
}

export function decideWithdrawTender(state: LotState, cmd: WithdrawTender): LotEvent[] {
  if (!state.tender) reject('tender.not-encrypted');
  assertCanBid(state, cmd.actor, cmd.at);
  const standing = ownValue(state.tenders, cmd.actor.id);
  if (!standing) return reject('tender.not-found');
  const data = { lotId: state.lotId, bidId: standing.bidId, userId: cmd.actor.id, at: cmd.at };
  return [{ type: 'SealedTenderWithdrawn', data }];
}

/** ET4: the window end of a lot with encrypted tenders (none: unsold as any sealed lot). */
export function tenderWindowEnd(state: LotState, at: string): LotEvent[] | null {
  const tenderCount = Object.keys(state.tenders).length;
  if (!state.tender || tenderCount === 0) return null;
  return [{ type: 'SealedTenderAwaitingOpening', data: { lotId: state.lotId, tenderCount, at } }];
}

export function decideOpenTenders(state: LotState, cmd: OpenTenders): LotEvent[] {
  if (!state.awaitingOpening) return [];
  const opened: LotEvent[] = Object.entries(state.tenders).map(([userId, t]) => {
    const amount = ownValue(cmd.amounts, t.bidId);
    if (amount === undefined) return reject('tender.unreadable');
    const { bidId, ciphertextSha256 } = t;
    return {
      type: 'SealedTenderOpened',
      data: {
        lotId: state.lotId,
        bidId,
        userId,
        amount,
        ciphertextSha256,
        submittedAt: t.at,
        chosen: userId === cmd.winnerId,
        ...(cmd.capReached?.includes(userId) ? { capReached: true } : {}),
        at: cmd.at,
      },
    };
  });
  const settings: LotEvent[] = cmd.settings
    ? [
        {
          type: 'LotSettingsApplied',
          data: { lotId: state.lotId, settings: cmd.settings, at: cmd.at },
        },
      ]
    : [];
  const after = [...settings, ...opened].reduce(evolve, state);
  const offer = cmd.winnerId === null ? undefined : ownValue(after.offers, cmd.winnerId);
  const best =
    offer && cmd.winnerId
      ? { userId: cmd.winnerId, bidId: offer.bidId, amount: offer.amount }
      : null;
  // The event's approval window runs from the opening, on the tender its award chose (APPR-1).
  const ended =
    provisionalAward(after, cmd.at, cmd.approvalWindowMinutes, best) ??
    endOfferWindow(after, cmd.at, best);
  return [...settings, ...opened, ...withAwardRequest(after, ended, cmd.at)];
}
