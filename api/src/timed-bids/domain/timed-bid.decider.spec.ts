import type { TimedBidEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { type TimedBidCommand, timedBidDecider as decider } from './timed-bid.decider.js';
import { cannotWin, dueAt, type LotFacts } from './timed-bid.rules.js';
import type { TimedBidState } from './timed-bid.state.js';

const buyer = { id: 'buyer-1', role: 'buyer' as const };
const now = '2026-03-04T10:00:00.000Z';
const openLot: LotFacts = {
  exists: true,
  sellerId: 'seller-1',
  phase: 'open',
  status: 'active',
  startAt: '2026-03-04T09:00:00.000Z',
  closeAt: '2026-03-04T11:00:00.000Z',
  nextBid: 1_000_00,
  leaderId: 'other',
};
const schedule = (over: Partial<Extract<TimedBidCommand, { type: 'ScheduleTimedBid' }>> = {}) =>
  ({
    type: 'ScheduleTimedBid',
    timedBidId: 'ttw-1',
    lotId: 'lot-1',
    kind: 'at_time',
    amount: 1_200_00,
    fireAt: '2026-03-04T10:59:00.000Z',
    lot: openLot,
    actor: buyer,
    at: now,
    ...over,
  }) as TimedBidCommand;

const fold = (events: TimedBidEvent[]): TimedBidState =>
  events.reduce(decider.evolve, decider.initialState());
const scheduled = (): TimedBidState => fold(decider.decide(schedule(), decider.initialState()));
const rejects = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainRejection);
    expect((e as DomainRejection).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('Timed bids', () => {
  it('TTW-1: schedules a bid for the last minute of an open lot', () => {
    const [e] = decider.decide(schedule(), decider.initialState());
    expect(e).toMatchObject({
      type: 'TimedBidScheduled',
      data: { userId: 'buyer-1', amount: 1_200_00, fireAt: '2026-03-04T10:59:00.000Z' },
    });
  });

  it('TTW-1: refuses a time already past, at or after the close, or before the start', () => {
    const s = decider.initialState();
    rejects(() => decider.decide(schedule({ fireAt: now }), s), 'ttwbid.time-passed');
    rejects(() => decider.decide(schedule({ fireAt: openLot.closeAt }), s), 'ttwbid.after-close');
    const later = { ...openLot, phase: 'scheduled' as const, startAt: '2026-03-04T10:30:00.000Z' };
    rejects(
      () => decider.decide(schedule({ lot: later, fireAt: '2026-03-04T10:10:00.000Z' }), s),
      'bid.not-started',
    );
  });

  it('TTW-2: refuses an amount below the next bid, naming it', () => {
    try {
      decider.decide(schedule({ amount: 999_00 }), decider.initialState());
      throw new Error('accepted');
    } catch (e) {
      expect((e as DomainRejection).code).toBe('ttwbid.below-minimum');
      expect((e as DomainRejection).params).toEqual({ amount: 1_000_00 });
    }
  });

  it('TTW-3: a future proxy fires at the lot start, and only before it', () => {
    const soon = {
      ...openLot,
      phase: 'scheduled' as const,
      startAt: '2026-03-04T10:30:00.000Z',
      nextBid: 500_00,
      leaderId: null,
    };
    const [e] = decider.decide(
      schedule({ kind: 'future_proxy', lot: soon }),
      decider.initialState(),
    );
    expect(e?.data).toMatchObject({ kind: 'future_proxy', fireAt: soon.startAt });
    rejects(
      () => decider.decide(schedule({ kind: 'future_proxy' }), decider.initialState()),
      'ttwbid.lot-started',
    );
  });

  it('TTW-8: no timed bid on one\u2019s own lot', () => {
    rejects(
      () =>
        decider.decide(
          schedule({ actor: { id: 'seller-1', role: 'seller' } }),
          decider.initialState(),
        ),
      'bid.own-lot',
    );
  });

  it('TTW-4: the owner changes and cancels; another buyer may not; the seller may cancel', () => {
    const s = scheduled();
    const change = decider.decide(
      { type: 'ChangeTimedBid', amount: 1_500_00, lot: openLot, actor: buyer, at: now },
      s,
    );
    expect(change[0]).toMatchObject({ type: 'TimedBidChanged', data: { amount: 1_500_00 } });
    const stranger = { id: 'buyer-2', role: 'buyer' as const };
    rejects(
      () =>
        decider.decide(
          { type: 'CancelTimedBid', managesLot: false, reason: '', actor: stranger, at: now },
          s,
        ),
      'ttwbid.not-found',
    );
    const seller = { id: 'seller-1', role: 'seller' as const };
    const [cancel] = decider.decide(
      {
        type: 'CancelTimedBid',
        managesLot: true,
        reason: 'shill suspected',
        actor: seller,
        at: now,
      },
      s,
    );
    expect(cancel).toMatchObject({ type: 'TimedBidCancelled', data: { byRole: 'seller' } });
  });

  it('TTW-4: nothing changes once its time has come or it is no longer pending', () => {
    const s = scheduled();
    const late = '2026-03-04T10:59:00.000Z';
    rejects(
      () =>
        decider.decide(
          { type: 'CancelTimedBid', managesLot: false, reason: '', actor: buyer, at: late },
          s,
        ),
      'ttwbid.time-passed',
    );
    const cancelled = fold([
      ...decider.decide(schedule(), decider.initialState()),
      ...decider.decide(
        { type: 'CancelTimedBid', managesLot: false, reason: '', actor: buyer, at: now },
        s,
      ),
    ]);
    rejects(
      () =>
        decider.decide(
          { type: 'ChangeTimedBid', amount: 2_000_00, lot: openLot, actor: buyer, at: now },
          cancelled,
        ),
      'ttwbid.not-pending',
    );
  });

  it('TTW-5: the placed outcome is recorded once; a refire records nothing', () => {
    const s = scheduled();
    const placed = {
      type: 'RecordTimedBidPlaced' as const,
      bidId: 'b1',
      wprice: 1_000_00,
      leading: true,
      actor: buyer,
      at: now,
    };
    const first = decider.decide(placed, s);
    expect(first).toHaveLength(1);
    const after = fold([...decider.decide(schedule(), decider.initialState()), ...first]);
    expect(after.status).toBe('placed');
    expect(decider.decide(placed, after)).toEqual([]);
    expect(
      decider.decide(
        { type: 'FailTimedBid', reason: 'x', message: 'x', actor: buyer, at: now },
        after,
      ),
    ).toEqual([]);
  });

  it('TTW-6: it can no longer win once outbid past its amount, closed or withdrawn', () => {
    const s = scheduled();
    expect(cannotWin(s, openLot, now)).toBeNull();
    expect(cannotWin(s, { ...openLot, nextBid: 1_250_00 }, now)).toBe('ttwbid.outbid');
    // The owner leading is not outbid, however high the next bid.
    expect(cannotWin(s, { ...openLot, nextBid: 1_250_00, leaderId: 'buyer-1' }, now)).toBeNull();
    expect(cannotWin(s, { ...openLot, phase: 'sold' }, now)).toBe('ttwbid.lot-closed');
    expect(cannotWin(s, { ...openLot, status: 'removed' }, now)).toBe('ttwbid.lot-withdrawn');
  });

  it('TTW-6: an early failure judged on an amount since changed is moot', () => {
    const s = scheduled();
    const fail = {
      type: 'FailTimedBid' as const,
      reason: 'ttwbid.outbid',
      message: 'm',
      ifAmount: 1_100_00,
      actor: buyer,
      at: now,
    };
    expect(decider.decide(fail, s)).toEqual([]);
    expect(decider.decide({ ...fail, ifAmount: 1_200_00 }, s)[0]?.type).toBe('TimedBidFailed');
  });

  it('TTW-7: its time is absolute: an extended close does not move it', () => {
    const s = scheduled();
    const extended = { ...openLot, closeAt: '2026-03-04T11:05:00.000Z' };
    expect(dueAt(s)).toBe(Date.parse('2026-03-04T10:59:00.000Z'));
    expect(cannotWin(s, extended, '2026-03-04T10:59:00.000Z')).toBeNull();
    expect(dueAt(decider.initialState())).toBeNull();
  });
});
