import type { TimedBidEvent, TimedBidKind } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { Actor } from '../../shared/domain/actor.js';
import { assertAtTime, assertFutureProxy, assertMayAct, type LotFacts } from './timed-bid.rules.js';
import { evolveTimedBid, initialTimedBid, type TimedBidState } from './timed-bid.state.js';

interface Base {
  at: string;
  actor: Actor;
}
export interface ScheduleTimedBid extends Base {
  type: 'ScheduleTimedBid';
  timedBidId: string;
  lotId: string;
  kind: TimedBidKind;
  amount: number;
  /** Ignored for a future proxy: its time is the lot's start. */
  fireAt: string;
  lot: LotFacts;
}
export interface ChangeTimedBid extends Base {
  type: 'ChangeTimedBid';
  amount?: number;
  fireAt?: string;
  lot: LotFacts;
}
export interface CancelTimedBid extends Base {
  type: 'CancelTimedBid';
  managesLot: boolean;
  reason: string;
}
/** The server placed the lot's bid (`RecordTimedBidPlaced`) or could not (`FailTimedBid`). */
export interface RecordTimedBidPlaced extends Base {
  type: 'RecordTimedBidPlaced';
  bidId: string;
  wprice: number;
  leading: boolean;
}
export interface FailTimedBid extends Base {
  type: 'FailTimedBid';
  reason: string;
  message: string;
  /** An early failure was judged against this amount: a change since makes it moot. */
  ifAmount?: number;
}
export type TimedBidCommand =
  ScheduleTimedBid | ChangeTimedBid | CancelTimedBid | RecordTimedBidPlaced | FailTimedBid;

function decideSchedule(c: ScheduleTimedBid, s: TimedBidState): TimedBidEvent[] {
  // A retry of the same command id never reaches here (the bus answers it); a reused id does.
  if (s.exists) reject('ttwbid.not-pending');
  const fireAt = c.kind === 'future_proxy' ? c.lot.startAt : c.fireAt;
  if (c.kind === 'future_proxy') assertFutureProxy(c.lot, c.actor.id, c.amount, c.at);
  else assertAtTime(c.lot, c.actor.id, c.amount, fireAt, c.at);
  const { timedBidId, lotId, kind, amount, at } = c;
  return [
    {
      type: 'TimedBidScheduled',
      data: { timedBidId, lotId, userId: c.actor.id, kind, amount, fireAt, at },
    },
  ];
}

function decideChange(c: ChangeTimedBid, s: TimedBidState): TimedBidEvent[] {
  assertMayAct(s, c.actor, 'change', false, c.at);
  const amount = c.amount ?? s.amount;
  // TTW-3: a future proxy keeps the lot's start as its time.
  const fireAt = s.kind === 'future_proxy' ? s.fireAt : (c.fireAt ?? s.fireAt);
  if (s.kind === 'future_proxy') assertFutureProxy(c.lot, s.userId, amount, c.at);
  else assertAtTime(c.lot, s.userId, amount, fireAt, c.at);
  if (amount === s.amount && fireAt === s.fireAt) return [];
  return [
    { type: 'TimedBidChanged', data: { timedBidId: s.timedBidId, amount, fireAt, at: c.at } },
  ];
}

function decideCancel(c: CancelTimedBid, s: TimedBidState): TimedBidEvent[] {
  assertMayAct(s, c.actor, 'cancel', c.managesLot, c.at);
  const { id: by, role: byRole } = c.actor;
  return [
    {
      type: 'TimedBidCancelled',
      data: { timedBidId: s.timedBidId, by, byRole, reason: c.reason, at: c.at },
    },
  ];
}

function decideOutcome(c: RecordTimedBidPlaced | FailTimedBid, s: TimedBidState): TimedBidEvent[] {
  if (!s.exists) reject('ttwbid.not-found');
  // TTW-5: once placed, failed or cancelled, a second outcome is a refire's echo: nothing new.
  if (s.status !== 'pending') return [];
  const { timedBidId, lotId, userId } = s;
  if (c.type === 'RecordTimedBidPlaced') {
    const { bidId, wprice, leading, at } = c;
    return [
      { type: 'TimedBidPlaced', data: { timedBidId, lotId, userId, bidId, wprice, leading, at } },
    ];
  }
  if (c.ifAmount !== undefined && c.ifAmount !== s.amount) return [];
  const { reason, message, at } = c;
  return [{ type: 'TimedBidFailed', data: { timedBidId, lotId, userId, reason, message, at } }];
}

export const timedBidDecider: Decider<TimedBidCommand, TimedBidState, TimedBidEvent> = {
  initialState: initialTimedBid,
  evolve: evolveTimedBid,
  decide: (cmd, state) => {
    switch (cmd.type) {
      case 'ScheduleTimedBid':
        return decideSchedule(cmd, state);
      case 'ChangeTimedBid':
        return decideChange(cmd, state);
      case 'CancelTimedBid':
        return decideCancel(cmd, state);
      case 'RecordTimedBidPlaced':
      case 'FailTimedBid':
        return decideOutcome(cmd, state);
    }
  },
};
