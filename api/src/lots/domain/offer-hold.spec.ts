import { describe, expect, it } from 'vitest';
import type { LotCommand } from './lot.commands.js';
import { buyer, given, minute, openLot, play, seller } from './lot.test-builders.js';

/**
 * OH-1 An accepted make-offer holds its units for the buyer, at the agreed price, on the lot.
 * OH-2 The units must be free when it is accepted: never oversold, whoever bought first.
 * OH-3 Checkout charges the agreed price, not the buy-now price.
 * OH-4 The same acceptance retried holds once; only the seller, an admin or the buyer takes it.
 */
const rejects = (code: string) => expect.objectContaining({ code });
const lot = () => openLot({ buynow: 1, bprice: 2500_00, pricing: 'per_item', qty: 3 });
const holdForOffer = (qty: number, actor = seller, at = minute(1)): LotCommand => ({
  type: 'HoldForOffer',
  holdId: 'offer-o1',
  offerId: 'o1',
  buyerId: 'A',
  qty,
  unitPrice: 2000_00,
  holdMinutes: 48 * 60,
  actor,
  at,
});
const addToCart = (user: string, qty: number, holdId: string): LotCommand => ({
  type: 'AddToCart',
  holdId,
  qty,
  actor: buyer(user),
  at: minute(1),
});

describe('Lot, a hold for an accepted make-offer', () => {
  it('OH-1: given a buy-now item, when the seller accepts an offer for 2, then 2 units are held for the buyer at the price', () => {
    const { state, events } = play(lot(), holdForOffer(2));
    expect(events).toMatchObject([
      { type: 'BuyNowHeld', data: { userId: 'A', qty: 2, unitPrice: 2000_00, offerId: 'o1' } },
    ]);
    expect(state.holds['offer-o1']).toMatchObject({ userId: 'A', qty: 2, unitPrice: 2000_00 });
  });

  it('OH-2: given another buyer holds 2 of 3 units, when an offer for 2 is accepted, then it is refused', () => {
    const taken = given(lot(), addToCart('B', 2, 'h1'));
    expect(() => play(taken, holdForOffer(2))).toThrow(rejects('buynow.insufficient-qty'));
  });

  it('OH-2: given an offer hold on 2 of 3 units, when another buyer adds 2 to the cart, then it is refused', () => {
    const held = given(lot(), holdForOffer(2));
    expect(() => play(held, addToCart('B', 2, 'h1'))).toThrow(rejects('buynow.insufficient-qty'));
  });

  it('OH-3: given an offer hold, when the buyer checks out, then the agreed price is charged', () => {
    const held = given(lot(), holdForOffer(2));
    const { events } = play(held, {
      type: 'CheckoutHold',
      holdId: 'offer-o1',
      actor: buyer('A'),
      at: minute(2),
    });
    expect(events[0]).toMatchObject({
      type: 'BuyNowCheckedOut',
      data: { amount: 2000_00, total: 4000_00 },
    });
  });

  it('OH-4: given an offer hold, when the acceptance is retried, then nothing more is held', () => {
    expect(play(given(lot(), holdForOffer(2)), holdForOffer(2)).events).toEqual([]);
    expect(() => play(lot(), holdForOffer(2, buyer('C')))).toThrow(rejects('makeoffer.forbidden'));
  });
});
