import { ownValue } from '@facet/event-schemas';
import type { LotEvent } from '@facet/event-schemas';
import { replayBids } from './bid-replay.rules.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import { assertAdmin, assertExists, pricingOf } from './lot-guards.rules.js';
import type { RecordBidDeposit, RetractBid } from './lot.commands.js';
import { isTerminal, type LotState } from './lot.state.js';

/** `bidCancel`: price and leader as if the bid had never been placed; the retraction stays. */
export function decideRetract(state: LotState, cmd: RetractBid): LotEvent[] {
  assertExists(state);
  assertAdmin(cmd.actor);
  if (state.retracted.includes(cmd.bidId)) return [];
  if (cmd.reason.trim() === '') reject('retraction.reason-required');
  if (isTerminal(state) || state.phase === 'awaiting_award') reject('lot.closed');
  const base = {
    lotId: state.lotId,
    bidId: cmd.bidId,
    reason: cmd.reason,
    retractedBy: cmd.actor.id,
    at: cmd.at,
  };
  const pre = state.preBids.find((p) => p.bidId === cmd.bidId);
  const offer = Object.entries(state.offers).find(([, o]) => o.bidId === cmd.bidId);
  if (pre || offer) {
    const userId = pre?.userId ?? offer?.[0] ?? '';
    return [
      {
        type: 'BidRetracted',
        data: { ...base, userId, wprice: state.wprice, leaderId: state.leader?.userId ?? null },
      },
    ];
  }
  const bid = state.bids.get(cmd.bidId);
  if (!bid) return reject('bid.not-found');
  const book = replayBids(
    state.bids.filter((b) => b.bidId !== cmd.bidId),
    pricingOf(state),
  );
  return [
    {
      type: 'BidRetracted',
      data: {
        ...base,
        userId: bid.userId,
        wprice: book.wprice,
        leaderId: book.leader?.userId ?? null,
      },
    },
  ];
}

/**
 * An admin records a deposit paid outside the app for anyone; a buyer pays their own, and only
 * while the lot can still take their bids (a deposit on a closed lot would be money for nothing).
 */
export function decideDeposit(state: LotState, cmd: RecordBidDeposit): LotEvent[] {
  assertExists(state);
  if (cmd.actor.role !== 'admin') {
    if (cmd.actor.id !== cmd.userId) reject('lot.forbidden');
    if (cmd.userId === state.sellerId) reject('bid.own-lot');
    if (isTerminal(state) || toMs(cmd.at) >= toMs(state.dateClosed)) reject('bid.ended');
  }
  if (ownValue(state.deposits, cmd.userId) !== undefined) return [];
  if (!Number.isSafeInteger(cmd.amount) || cmd.amount < state.details.deposit_amount) {
    reject('deposit.insufficient', { amount: state.details.deposit_amount });
  }
  return [
    {
      type: 'BidDepositRecorded',
      data: {
        lotId: state.lotId,
        userId: cmd.userId,
        amount: cmd.amount,
        recordedBy: cmd.actor.id,
        at: cmd.at,
      },
    },
  ];
}
