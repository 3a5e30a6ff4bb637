import { describe, expect, it } from 'vitest';
import { messageFor } from './lot.messages.js';
import { initialState, isTerminal } from './lot.state.js';
import { buyerLabel, bidtopstatus, publicView } from './lot.views.js';
import {
  aLot, aSettings, admin, bid, buyer, close, create, deposit, END, given, minute, open, openLot, play, preBid, seller, T0,
} from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });

describe('Lot, creating and editing', () => {
  it('captures the settings in LotCreated so a replay decides the same way', () => {
    const { events } = play(initialState(), create());
    expect(events[0]).toMatchObject({ type: 'LotCreated', data: { lotId: 'l1', sellerId: 'seller', settings: aSettings() } });
  });

  it('returns no events for a repeated create, and rejects a different one', () => {
    const lot = given(initialState(), create());
    expect(play(lot, create()).events).toEqual([]);
    expect(() => play(lot, create(aLot({ title: 'Other' })))).toThrowError(rejects('lot.already-exists'));
  });

  it('rejects an end before the start', () => {
    expect(() => play(initialState(), create(aLot({ date_closed: T0, date_added: END })))).toThrowError(rejects('lot.invalid-window'));
  });

  it("lets the seller edit until the first bid, and nobody else's seller", () => {
    const lot = openLot();
    expect(play(lot, { type: 'EditLot', details: aLot({ title: 'New' }), actor: seller, at: minute(1) }).state.details.title).toBe('New');
    const other = { userId: 'other', role: 'seller' } as const;
    expect(() => play(lot, { type: 'EditLot', details: aLot({ title: 'X' }), actor: other, at: minute(1) })).toThrowError(rejects('lot.forbidden'));
    const withBid = given(lot, bid('A', 600_00));
    expect(() => play(withBid, { type: 'EditLot', details: aLot({ title: 'X' }), actor: admin, at: minute(2) })).toThrowError(rejects('lot.has-bids'));
  });

  it('rejects bids while the status is not active', () => {
    const lot = given(openLot(), { type: 'ChangeLotStatus', status: 'inactive', actor: admin, at: minute(1) });
    expect(() => play(lot, bid('A', 600_00, minute(2)))).toThrowError(rejects('lot.not-open'));
    expect(publicView(lot).market_status).toBe('closed');
  });
});

describe('Lot, bid gate', () => {
  it('rejects the seller bidding on their own lot', () => {
    expect(() => play(openLot(), bid('seller', 600_00))).toThrowError(rejects('bid.own-lot'));
  });

  it('rejects a bid before the start', () => {
    const lot = given(initialState(), create());
    expect(() => play(lot, bid('A', 600_00, minute(-5)))).toThrowError(rejects('bid.not-started'));
  });

  it.each([
    [null, 'bid.required', 'Enter Bid Amount'],
    [0, 'bid.required', 'Enter Bid Amount'],
    [-5_00, 'bid.invalid-amount', 'Enter Valid Price'],
    [400_00, 'bid.below-minimum', 'Min bid $500.00'],
  ])('rejects %j with %s: %s', (amount, code, message) => {
    try {
      play(openLot(), bid('A', amount));
      expect.fail('accepted');
    } catch (e) {
      const r = e as { code: string; params: Record<string, number> };
      expect(r.code).toBe(code);
      expect(messageFor(r.code, r.params)).toBe(message);
    }
  });

  it("formats the spec's minimum message", () => {
    expect(messageFor('bid.below-minimum', { amount: 1250_00 })).toBe('Min bid $1,250.00');
  });
});

describe('Lot, deposits', () => {
  const lot = () => openLot({ deposit: 1, deposit_amount: 1000_00 });

  it('rejects a first bid without a recorded paid deposit', () => {
    expect(() => play(lot(), bid('A', 600_00))).toThrowError(rejects('bid.deposit-required'));
  });

  it('accepts the bid once the deposit is recorded, and records it once', () => {
    const paid = given(lot(), deposit('A', 1000_00));
    expect(play(paid, deposit('A', 1000_00)).events).toEqual([]);
    expect(play(paid, bid('A', 600_00)).state.leader?.userId).toBe('A');
  });

  it('rejects a deposit below deposit_amount', () => {
    expect(() => play(lot(), deposit('A', 10_00))).toThrowError(rejects('deposit.insufficient'));
  });
});

describe('Lot, pre-bids', () => {
  const scheduled = () => given(initialState(), create());

  it('applies pre-bids at start in the order they were placed, by the proxy rules', () => {
    const lot = given(scheduled(), preBid('A', 800_00, minute(-50)), preBid('B', 600_00, minute(-40)));
    const { state, events } = play(lot, open());
    expect(events.map((e) => e.type)).toEqual(['LotOpened', 'ProxyBidPlaced', 'ProxyBidPlaced', 'AutomaticBidPlaced']);
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
    expect(() => play(openLot(), preBid('A', 800_00, minute(1)))).toThrowError(rejects('prebid.closed'));
  });

  it('opens exactly once', () => {
    expect(play(openLot(), open()).events).toEqual([]);
  });
});

describe('Lot, closing', () => {
  it('sells to the leader at wprice with an invoice, exactly once', () => {
    const lot = given(openLot(), bid('A', 800_00), bid('B', 600_00));
    const { state, events } = play(lot, close());
    expect(events).toEqual([{ type: 'LotSold', data: expect.objectContaining({ buyerId: 'A', amount: 610_00, total: 6_417_20, via: 'auction', common_invoice: 'INV-l1-1' }) }]);
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
    expect(play(openLot(), close()).events).toMatchObject([{ type: 'LotUnsold', data: { reason: 'no_bids' } }]);
  });

  it('refuses to close before date_closed', () => {
    expect(() => play(openLot(), close(minute(5)))).toThrowError(rejects('lot.not-ended'));
  });

  it('shows the public nothing private', () => {
    const lot = given(openLot({ rprice: 1500_00 }), bid('A', 3000_00));
    const view = publicView(lot) as unknown as Record<string, unknown>;
    expect(view).toMatchObject({ wprice: 1500_00, next_bid: 1525_00, bid_count: 1, market_status: 'open' });
    expect(JSON.stringify(view)).not.toMatch(/3000|rprice|maximum/);
    expect(buyer('x').role).toBe('buyer');
  });
});
