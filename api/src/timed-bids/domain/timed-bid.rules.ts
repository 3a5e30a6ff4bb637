import { reject } from '../../shared/domain/domain-rejection.js';
import type { Actor } from '../../shared/domain/actor.js';
import type { TimedBidState } from './timed-bid.state.js';

/**
 * Timed bids' rules (issue 26). A timed bid is the buyer's instruction, kept on its own stream;
 * the lot only ever sees the bid the server places from it, decided there like any `bid/confirm`.
 *
 * TTW-1 An `at_time` bid's time is in the future, not before the lot starts and before it closes.
 * TTW-2 Its amount reaches the lot's next bid now ('Min bid {amount}'); reverse and sealed lots
 *       are judged only at their time, by the lot.
 * TTW-3 A `future_proxy` is set only before the lot starts; its time is the lot's start.
 * TTW-4 Only its owner changes it; its owner, or an admin or the lot's seller, cancels it; only
 *       while pending and before its time. To anyone else it does not exist.
 * TTW-5 An outcome (placed or failed) is recorded once: a refire after a restart records nothing.
 * TTW-6 It fails early, reported to its owner, once it can no longer win: the lot closed or was
 *       withdrawn, or the price passed its amount (while someone else leads).
 * TTW-7 Its time is absolute: a soft close that extends the lot does not move it (it still fires
 *       while the lot is open, only no longer in the lot's last minute).
 * TTW-8 No bid on one's own lot, as `bid/confirm`.
 */

/** What the timed-bid rules read of the lot (from the lot's current state). */
export interface LotFacts {
  exists: boolean;
  sellerId: string;
  phase: 'none' | 'scheduled' | 'open' | 'awaiting_award' | 'sold' | 'unsold';
  status: 'active' | 'inactive' | 'removed';
  startAt: string;
  closeAt: string;
  /** The next acceptable bid on an ascending lot (cents); null where the lot alone judges. */
  nextBid: number | null;
  leaderId: string | null;
}

export type FailureReason = 'ttwbid.outbid' | 'ttwbid.lot-closed' | 'ttwbid.lot-withdrawn';

const ms = (iso: string): number => Date.parse(iso);

export const lotEnded = (lot: LotFacts, at: string): boolean =>
  lot.phase === 'sold' ||
  lot.phase === 'unsold' ||
  lot.phase === 'awaiting_award' ||
  (lot.phase === 'open' && ms(at) >= ms(lot.closeAt));

/** TTW-1, TTW-2, TTW-8 for a time and an amount asked now. */
export function assertAtTime(
  lot: LotFacts,
  userId: string,
  amount: number,
  fireAt: string,
  at: string,
): void {
  assertBiddable(lot, userId, at);
  if (ms(fireAt) <= ms(at)) reject('ttwbid.time-passed');
  if (ms(fireAt) < ms(lot.startAt)) reject('bid.not-started');
  if (ms(fireAt) >= ms(lot.closeAt)) reject('ttwbid.after-close');
  if (lot.nextBid !== null && amount < lot.nextBid)
    reject('ttwbid.below-minimum', { amount: lot.nextBid });
}

/** TTW-3, TTW-8: a maximum for when the lot opens, reaching its starting price. */
export function assertFutureProxy(lot: LotFacts, userId: string, amount: number, at: string): void {
  assertBiddable(lot, userId, at);
  if (lot.phase !== 'scheduled' || ms(lot.startAt) <= ms(at)) reject('ttwbid.lot-started');
  if (lot.nextBid !== null && amount < lot.nextBid)
    reject('ttwbid.below-minimum', { amount: lot.nextBid });
}

function assertBiddable(lot: LotFacts, userId: string, at: string): void {
  if (!lot.exists) reject('lot.not-found');
  if (lot.sellerId === userId) reject('bid.own-lot');
  if (lotEnded(lot, at)) reject('ttwbid.lot-closed');
  if (lot.status !== 'active') reject('lot.not-open');
}

/** TTW-4: who may change (owner) or cancel (owner, admin, the lot's seller), and when. */
export function assertMayAct(
  s: TimedBidState,
  actor: Actor,
  action: 'change' | 'cancel',
  managesLot: boolean,
  at: string,
): void {
  if (!s.exists) reject('ttwbid.not-found');
  const owner = actor.id === s.userId;
  // Another buyer's timed bid is not theirs to know of: it answers as a missing one.
  if (!owner && !managesLot) reject('ttwbid.not-found');
  if (!owner && action === 'change') reject('ttwbid.forbidden');
  if (s.status !== 'pending') reject('ttwbid.not-pending');
  if (ms(at) >= ms(s.fireAt)) reject('ttwbid.time-passed');
}

/** TTW-6: why a pending timed bid can no longer win, or null while it still can. */
export function cannotWin(s: TimedBidState, lot: LotFacts, at: string): FailureReason | null {
  if (s.status !== 'pending') return null;
  if (!lot.exists || lot.status === 'removed' || lot.status === 'inactive')
    return 'ttwbid.lot-withdrawn';
  if (lotEnded(lot, at)) return 'ttwbid.lot-closed';
  const someoneElseLeads = lot.leaderId !== null && lot.leaderId !== s.userId;
  if (lot.nextBid !== null && someoneElseLeads && lot.nextBid > s.amount) return 'ttwbid.outbid';
  return null;
}

/** TTW-7: when the server places it: its own time, whatever the lot's close became since. */
export const dueAt = (s: TimedBidState): number | null =>
  s.exists && s.status === 'pending' ? ms(s.fireAt) : null;
