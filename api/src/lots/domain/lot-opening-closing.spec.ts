import { describe, expect, it } from 'vitest';
import { initialState, isTerminal } from './lot.state.js';
import { buyerLabel, bidtopstatus, publicView } from './lot.views.js';
import {
  bid,
  buyer,
  close,
  create,
  given,
  minute,
  open,
  openLot,
  play,
  preBid,
} from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });

describe('Lot, pre-bids', () => {
  const scheduled = () => given(initialState(), create());

  it('applies pre-bids at start in the order they were placed, by the proxy rules', () => {
    const lot = given(
      scheduled(),
      preBid('A', 800_00, minute(-50)),
      preBid('B', 600_00, minute(-40)),
    );
    const { state, events } = play(lot, open());
    expect(events.map((e) => e.type)).toEqual([
      'LotOpened',
      'ProxyBidPlaced',
      'ProxyBidPlaced',
      'AutomaticBidPlaced',
    ]);
    expect(state.leader?.userId).toBe('A');
    expect(state.wprice).toBe(610_00);
    expect(state.preBids).toEqual([]);
  });

  it('replaces a user’s pre-bid and ignores an identical one', () => {
    const lot = given(scheduled(), preBid('A', 800_00), preBid('A', 900_00));
    expect(lot.preBids.map((p) => p.amount)).toEqual([900_00]);
    expect(play(lot, preBid('A', 900_00)).events).toEqual([]);
  });

  it('rejects a pre-bid once the lot has started', () => {
    expect(() => play(openLot(), preBid('A', 800_00, minute(1)))).toThrowError(
      rejects('prebid.closed'),
    );
  });

  it('gives a pre-bidder no Winning/Outbid label before the start', () => {
    const lot = given(scheduled(), preBid('A', 800_00));
    expect(buyerLabel(lot, 'A')).toBeNull();
    expect(publicView(lot)).toMatchObject({
      future_active: 1,
      market_status: 'open',
      bid_count: 0,
    });
  });

  it('opens exactly once', () => {
    expect(play(openLot(), open()).events).toEqual([]);
  });
});

describe('Lot, closing', () => {
  it('sells to the leader at wprice with an invoice, exactly once', () => {
    const lot = given(openLot(), bid('A', 800_00), bid('B', 600_00));
    const { state, events } = play(lot, close());
    expect(events).toEqual([
      {
        type: 'LotSold',
        data: expect.objectContaining({
          buyerId: 'A',
          amount: 610_00,
          total: 6_417_20,
          via: 'auction',
          common_invoice: 'INV-l1-1',
        }),
      },
    ]);
    expect(isTerminal(state)).toBe(true);
    expect(play(state, close()).events).toEqual([]);
    expect([buyerLabel(state, 'A'), buyerLabel(state, 'B')]).toEqual(['Won', 'Lost']);
    expect([bidtopstatus(state, 'A'), bidtopstatus(state, 'B')]).toEqual(['won', 'lost']);
  });

  it('leaves the lot unsold below the reserve; every bidder sees Lost', () => {
    const lot = given(openLot({ rprice: 1500_00 }), bid('A', 1200_00));
    const { state, events } = play(lot, close());
    expect(events).toMatchObject([{ type: 'LotUnsold', data: { reason: 'reserve_not_met' } }]);
    expect(buyerLabel(state, 'A')).toBe('Lost');
    expect(publicView(state).market_status).toBe('unsold');
  });

  it('leaves a lot without bids unsold', () => {
    expect(play(openLot(), close()).events).toMatchObject([
      { type: 'LotUnsold', data: { reason: 'no_bids' } },
    ]);
  });

  it('refuses to close before date_closed', () => {
    expect(() => play(openLot(), close(minute(5)))).toThrowError(rejects('lot.not-ended'));
  });

  it('shows the public nothing private', () => {
    const lot = given(openLot({ rprice: 1500_00 }), bid('A', 3000_00));
    const view = publicView(lot) as unknown as Record<string, unknown>;
    expect(view).toMatchObject({
      wprice: 1500_00,
      next_bid: 1525_00,
      bid_count: 1,
      market_status: 'open',
    });
    expect(JSON.stringify(view)).not.toMatch(/3000|rprice|maximum/);
    expect(buyer('x').role).toBe('buyer');
  });
});
