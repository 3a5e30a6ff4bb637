import type { ServerToClientEvents } from '@facet/event-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import type { LotStandingDoc } from '../lot-standing/lot-standing.projection.js';
import type { BatchNotice } from '../runner/projection-runner.js';
import type { ProjectedEvent } from '../runner/projection.js';
import { projected } from '../testing/recorded-event.builder.js';
import { attachRealtimePushes, type PushTarget } from './realtime-notifier.js';

const card = (revision: number, wprice: number) =>
  ({
    id: 'lot-1',
    auctiontype: 'standard',
    market_status: 'open',
    wprice,
    next_bid: wprice + 100,
    bid_count: revision,
    date_closed: '2030-01-02T00:00:00.000Z',
    revision,
  }) as unknown as LotCardDoc;
const standing = (leaderId: string, revision: number) =>
  ({
    id: 'lot-1',
    auctiontype: 'standard',
    leaderId,
    bidders: ['u1', 'u2'],
    phase: 'open',
    winnerId: null,
    revision,
  }) as unknown as LotStandingDoc;

const AT = '2030-01-01T00:00:00.000Z';

/** The event a bidder's own bid records: a challenger's proxy bid, or the leader's new maximum. */
function bidEvent(
  type: 'ProxyBidPlaced' | 'LeaderMaximumChanged',
  userId: string,
  revision: number,
  wprice: number,
): ProjectedEvent {
  const bid = {
    lotId: 'lot-1',
    userId,
    bidId: `b${revision}`,
    maximum: wprice * 2,
    wprice,
    at: AT,
  };
  return type === 'ProxyBidPlaced'
    ? projected('lot-lot-1', revision, type, { ...bid, amount: wprice, leaderId: userId })
    : projected('lot-lot-1', revision, type, { ...bid, previousMaximum: wprice, priorityAt: AT });
}

/** One committed bid: the event, the new card and the standing before and after. */
function bid(
  type: 'ProxyBidPlaced' | 'LeaderMaximumChanged',
  userId: string,
  revision: number,
  wprice: number,
  leaderBefore: string | null,
): BatchNotice {
  return {
    events: [bidEvent(type, userId, revision, wprice)],
    changes: [
      {
        projection: 'lot-card',
        id: 'lot-1',
        before: card(revision - 1, wprice - 100),
        after: card(revision, wprice),
      },
      {
        projection: 'lot-standing',
        id: 'lot-1',
        before: leaderBefore ? standing(leaderBefore, revision - 1) : undefined,
        after: standing(userId, revision),
      },
    ],
  };
}

/** Any payload a target can be sent. */
type Payload = Parameters<ServerToClientEvents[keyof ServerToClientEvents]>[0];
type KeysOf<U> = U extends unknown ? keyof U : never;
/** A payload as the assertions read it: any field of any payload, by name. */
type SentPayload = { readonly [K in KeysOf<Payload>]?: unknown };

function harness(intervalMs = 150) {
  const sent: { room: string; event: string; payload: SentPayload }[] = [];
  const target: PushTarget = {
    to: (room) => ({
      emit: (event: string, payload: Payload) => sent.push({ room, event, payload }),
    }),
  };
  let listener!: (n: BatchNotice) => void;
  const stop = attachRealtimePushes(
    { onBatch: (l) => ((listener = l), () => undefined) },
    target,
    intervalMs,
  );
  return { sent, stop, commit: (n: BatchNotice) => listener(n) };
}

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('attachRealtimePushes', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a leader who raises their own maximum, in the same turn as the commit', () => {
    const h = harness();
    h.commit(bid('LeaderMaximumChanged', 'u1', 7, 5_000, 'u1'));
    expect(h.sent).toEqual([
      {
        room: 'user:u1',
        event: 'bidAddtime',
        payload: expect.objectContaining({
          id: 'lot-1',
          wprice: 50,
          revision: 7,
          bidtopstatus: 'winner',
        }),
      },
    ]);
    h.stop();
  });

  it("tells a timed bid's owner only that the server placed it or that it failed (issue 26)", () => {
    const h = harness();
    const base = { timedBidId: 't1', lotId: 'lot-1', userId: 'u2', at: AT };
    h.commit({
      events: [
        projected('ttwbid-t1', 1, 'TimedBidFailed', {
          ...base,
          reason: 'ttwbid.outbid',
          message: 'The price passed your timed bid before its time',
        }),
      ],
      changes: [],
    });
    expect(h.sent).toEqual([
      {
        room: 'user:u2',
        event: 'timedBidUpdate',
        payload: {
          id: 't1',
          lot_id: 'lot-1',
          status: 'failed',
          reason: 'ttwbid.outbid',
          revision: 1,
        },
      },
    ]);
    h.stop();
  });

  it('answers a pre-bid to its bidder only (preBidAddtime), the maximum in dollars', () => {
    const h = harness();
    h.commit({
      events: [
        projected('lot-lot-1', 4, 'PreBidPlaced', {
          lotId: 'lot-1',
          bidId: 'p4',
          userId: 'u1',
          maximum: 70_000,
          at: AT,
        }),
      ],
      changes: [],
    });
    expect(h.sent).toEqual([
      {
        room: 'user:u1',
        event: 'preBidAddtime',
        payload: {
          status: 'success',
          id: 'lot-1',
          prebid_data: { proposed_amount: 700, proposal: 'prebid' },
          revision: 4,
        },
      },
    ]);
    h.stop();
  });

  it('tells the bidder and the previous leader at once, then broadcasts the lot on the next turn', async () => {
    const h = harness();
    h.commit(bid('ProxyBidPlaced', 'u2', 8, 6_000, 'u1'));
    expect(h.sent.map((s) => [s.room, s.payload.bidtopstatus])).toEqual([
      ['user:u2', 'winner'],
      ['user:u1', 'outbid'],
    ]);
    await nextTurn();
    expect(h.sent.slice(2).map((s) => [s.room, s.payload.wprice, s.payload.revision])).toEqual([
      ['lot:lot-1', 60, 8],
      ['lot:lot-1:visitor', null, 8],
    ]);
    expect(h.sent[2]?.payload).not.toHaveProperty('bidtopstatus');
    h.stop();
  });

  it('conflates a fast-changing lot: first change at once, the rest in one trailing push of the latest', async () => {
    const h = harness(150);
    h.commit(bid('ProxyBidPlaced', 'u2', 8, 6_000, 'u1'));
    await nextTurn();
    h.commit(bid('ProxyBidPlaced', 'u1', 9, 7_000, 'u2'));
    await nextTurn();
    h.commit(bid('ProxyBidPlaced', 'u2', 10, 8_000, 'u1'));
    await nextTurn();
    const lotPushes = () =>
      h.sent.filter((s) => s.room === 'lot:lot-1').map((s) => s.payload.revision);
    expect(lotPushes()).toEqual([8]);
    // Every bidder still got their own answer meanwhile.
    expect(
      h.sent
        .filter((s) => s.room.startsWith('user:') && s.payload.bidtopstatus === 'winner')
        .map((s) => s.payload.revision),
    ).toEqual([8, 9, 10]);
    await new Promise((r) => setTimeout(r, 200));
    expect(lotPushes()).toEqual([8, 10]);
    h.stop();
  });

  it('sends nothing to a lot room after it is stopped', async () => {
    const h = harness();
    h.commit(bid('ProxyBidPlaced', 'u2', 8, 6_000, 'u1'));
    h.stop();
    await nextTurn();
    expect(h.sent.filter((s) => s.room.startsWith('lot:'))).toEqual([]);
  });
});
