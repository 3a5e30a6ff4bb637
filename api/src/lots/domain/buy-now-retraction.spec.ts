import { describe, expect, it } from 'vitest';
import type { LotCommand } from './lot.commands.js';
import { publicView } from './lot.views.js';
import {
  admin,
  bid,
  buyer,
  close,
  given,
  minute,
  openLot,
  play,
  seller,
} from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });
const addToCart = (user: string, qty: number, holdId: string, at = minute(1)): LotCommand => ({
  type: 'AddToCart',
  holdId,
  qty,
  actor: buyer(user),
  at,
});
const checkout = (user: string, holdId: string, at = minute(2)): LotCommand => ({
  type: 'CheckoutHold',
  holdId,
  actor: buyer(user),
  at,
});

describe('Lot, buy now', () => {
  const lot = () => openLot({ buynow: 1, bprice: 2500_00, pricing: 'per_item', qty: 3 });

  it('holds quantity for cart_hold_minutes and checkout turns the hold into a sale', () => {
    const held = given(lot(), addToCart('A', 2, 'h1'));
    expect(held.holds['h1']).toMatchObject({ qty: 2, expiresAt: minute(16) });
    const { state, events } = play(held, checkout('A', 'h1'));
    expect(events).toMatchObject([
      { type: 'BuyNowCheckedOut', data: { qty: 2, total: 5000_00, common_invoice: 'INV-l1-1' } },
    ]);
    expect(publicView(state)).toMatchObject({ sold: 2, available: 1, market_status: 'open' });
  });

  it("names the checkout's invoice as the sale's common_invoice when the checkout gives one", () => {
    const held = given(lot(), addToCart('A', 3, 'h1'));
    const { events } = play(held, { ...checkout('A', 'h1'), invoiceId: 'co-9' } as LotCommand);
    expect(events).toMatchObject([
      { type: 'BuyNowCheckedOut', data: { common_invoice: 'co-9' } },
      { type: 'LotSold', data: { common_invoice: 'co-9', via: 'buy_now' } },
    ]);
  });

  it("lets an admin check out a buyer's hold for them (the sale is the buyer's), nobody else", () => {
    const held = given(lot(), addToCart('A', 1, 'h1'));
    const { events } = play(held, { ...checkout('A', 'h1'), actor: admin } as LotCommand);
    expect(events).toMatchObject([{ type: 'BuyNowCheckedOut', data: { userId: 'A', qty: 1 } }]);
    expect(() => play(held, checkout('B', 'h1'))).toThrowError(rejects('buynow.hold-not-found'));
  });

  it("lets this lot's seller check out a buyer's hold for them, another seller not (SFB-4)", () => {
    const held = given(lot(), addToCart('A', 1, 'h1'));
    const { events } = play(held, { ...checkout('A', 'h1'), actor: seller } as LotCommand);
    expect(events).toMatchObject([{ type: 'BuyNowCheckedOut', data: { userId: 'A', qty: 1 } }]);
    const otherSeller = { id: 'seller-2', role: 'seller' as const };
    expect(() =>
      play(held, { ...checkout('A', 'h1'), actor: otherSeller } as LotCommand),
    ).toThrowError(rejects('buynow.hold-not-found'));
  });

  it('never lets two buyers both get the last unit', () => {
    const held = given(lot(), addToCart('A', 3, 'h1'));
    expect(() => play(held, addToCart('B', 1, 'h2'))).toThrowError(
      rejects('buynow.insufficient-qty'),
    );
  });

  it('releases an expired hold so another buyer can take it; the late checkout fails', () => {
    const held = given(lot(), addToCart('A', 3, 'h1'));
    const { state, events } = play(held, addToCart('B', 1, 'h2', minute(20)));
    expect(events.map((e) => e.type)).toEqual(['BuyNowHoldReleased', 'BuyNowHeld']);
    expect(() => play(state, checkout('A', 'h1', minute(21)))).toThrowError(
      rejects('buynow.hold-not-found'),
    );
    expect(() => play(held, checkout('A', 'h1', minute(16)))).toThrowError(
      rejects('buynow.hold-expired'),
    );
  });

  it('ends an auction lot as sold when the whole remaining quantity is bought', () => {
    const { state, events } = play(lot(), addToCart('A', 3, 'h1'), checkout('A', 'h1'));
    expect(events.map((e) => e.type)).toEqual(['BuyNowCheckedOut', 'LotSold']);
    expect(state).toMatchObject({ phase: 'sold', buyerId: 'A', sold: 3 });
    expect(play(state, close()).events).toEqual([]);
  });

  it('is no longer offered once wprice reaches bprice', () => {
    const bidUp = given(openLot({ buynow: 1, bprice: 600_00 }), bid('A', 700_00), bid('B', 650_00));
    expect(() => play(bidUp, addToCart('C', 1, 'h1', minute(5)))).toThrowError(
      rejects('buynow.not-offered'),
    );
  });

  it('takes every unit still free when no quantity is given (qty - sold - held)', () => {
    const held = given(lot(), addToCart('A', 1, 'h1'));
    const { state } = play(held, {
      type: 'AddToCart',
      holdId: 'h2',
      qty: 'available',
      actor: buyer('B'),
      at: minute(2),
    });
    expect(state.holds['h2']?.qty).toBe(2);
    expect(() =>
      play(state, {
        type: 'AddToCart',
        holdId: 'h3',
        qty: 'available',
        actor: buyer('C'),
        at: minute(3),
      }),
    ).toThrowError(rejects('buynow.insufficient-qty'));
  });

  it('rejects a missing quantity', () => {
    expect(() =>
      play(lot(), { type: 'AddToCart', holdId: 'h', qty: null, actor: buyer('A'), at: minute(1) }),
    ).toThrowError(rejects('buynow.qty-required'));
  });
});

describe('Lot, retraction (bidCancel)', () => {
  const retract = (bidId: string): LotCommand => ({
    type: 'RetractBid',
    bidId,
    reason: 'Wrong amount',
    actor: admin,
    at: minute(9),
  });

  it('recomputes price and leader as if the bid had never been placed; the retraction stays', () => {
    const lot = given(
      openLot(),
      bid('A', 800_00, minute(1), 'bA'),
      bid('B', 600_00, minute(2), 'bB'),
      bid('C', 2000_00, minute(3), 'bC'),
    );
    expect(lot.wprice).toBe(810_00);
    const { state, events } = play(lot, retract('bC'));
    expect(events).toMatchObject([
      { type: 'BidRetracted', data: { bidId: 'bC', wprice: 610_00, leaderId: 'A' } },
    ]);
    expect(state.leader?.userId).toBe('A');
    expect(state.wprice).toBe(610_00);
    expect(play(state, retract('bC')).events).toEqual([]);
  });

  it('leaves no leader when the only bid is retracted', () => {
    const { state } = play(given(openLot(), bid('A', 800_00, minute(1), 'bA')), retract('bA'));
    expect(state.leader).toBeNull();
    expect(publicView(state).next_bid).toBe(500_00);
  });

  it('is for admins only and needs a reason', () => {
    const lot = given(openLot(), bid('A', 800_00, minute(1), 'bA'));
    expect(() => play(lot, { ...retract('bA'), actor: buyer('A') } as LotCommand)).toThrowError(
      rejects('lot.forbidden'),
    );
    expect(() => play(lot, { ...retract('bA'), reason: ' ' } as LotCommand)).toThrowError(
      rejects('retraction.reason-required'),
    );
  });
});

describe('Lot, retracting offers and pre-bids', () => {
  it('removes a retracted sealed offer from the standing offers', () => {
    const lot = given(
      openLot({ auctiontype: 'sealed', sprice: 1000_00 }),
      bid('A', 1200_00, minute(1), 'oA'),
    );
    const { state } = play(lot, {
      type: 'RetractBid',
      bidId: 'oA',
      reason: 'Duplicate',
      actor: admin,
      at: minute(2),
    });
    expect(state.offers).toEqual({});
    expect(publicView(state).bid_count).toBe(0);
  });
});

describe('Lot, settings captured in its own stream', () => {
  it('prices by the table in the lot events until new settings are applied to the lot', () => {
    const lot = given(openLot(), bid('A', 800_00), bid('B', 600_00));
    expect(publicView(lot).next_bid).toBe(620_00);
    const applied = given(lot, {
      type: 'ApplyLotSettings',
      settings: { ...lot.settings, increments: [{ from: 0, to: null, increment: 50_00 }] },
      actor: admin,
      at: minute(5),
    });
    expect(publicView(applied).next_bid).toBe(660_00);
  });
});
