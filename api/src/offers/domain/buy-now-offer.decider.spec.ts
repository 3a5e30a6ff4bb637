import type { BuyNowOfferEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import type { BuyNowOfferCommand } from './buy-now-offer.commands.js';
import { buyNowOfferDecider as offer } from './buy-now-offer.decider.js';
import type { BuyNowOfferState, OfferedItem } from './buy-now-offer.state.js';

const T0 = '2026-03-02T10:00:00.000Z';
const hours = (n: number) => new Date(Date.parse(T0) + n * 3_600_000).toISOString();
const buyer: Actor = { id: 'buyer', role: 'buyer' };
const seller: Actor = { id: 'seller', role: 'seller' };
const admin: Actor = { id: 'admin', role: 'admin' };
const stranger: Actor = { id: 'other', role: 'seller' };
const item: OfferedItem = {
  lotId: 'l1',
  sellerId: 'seller',
  title: 'Rough 12 ct',
  pricing: 'per_carat',
  bprice: 1200_00,
  takesOffers: true,
  available: 3,
  minimum: null,
};
const rejects = (code: string) => expect.objectContaining({ code });

const make = (over: Partial<{ amount: number | null; qty: number; item: OfferedItem }> = {}) =>
  ({
    type: 'MakeBuyNowOffer',
    offerId: 'o1',
    item: over.item ?? item,
    amount: over.amount === undefined ? 900_00 : over.amount,
    qty: over.qty ?? 1,
    actor: buyer,
    at: T0,
  }) satisfies BuyNowOfferCommand;

function given(...commands: BuyNowOfferCommand[]): BuyNowOfferState {
  let s = offer.initialState();
  for (const c of commands) for (const e of offer.decide(c, s)) s = offer.evolve(s, e);
  return s;
}
const when = (s: BuyNowOfferState, c: BuyNowOfferCommand): BuyNowOfferEvent[] => offer.decide(c, s);
const counter = (amount: number, actor = seller, at = hours(1)): BuyNowOfferCommand => ({
  type: 'CounterBuyNowOffer',
  amount,
  actor,
  at,
});
const accept = (actor: Actor, at = hours(2)): BuyNowOfferCommand => ({
  type: 'AcceptBuyNowOffer',
  holdId: 'offer-o1',
  actor,
  at,
});
const refuse = (actor: Actor, at = hours(2)): BuyNowOfferCommand => ({
  type: 'RefuseBuyNowOffer',
  actor,
  at,
});
const expire = (at: string): BuyNowOfferCommand => ({
  type: 'ExpireBuyNowOffer',
  actor: admin,
  at,
});

describe('Make-offer on a buy-now item', () => {
  it('MO-1: given an item that takes no offers, when a buyer offers, then it is refused', () => {
    const off = { ...item, takesOffers: false };
    expect(() => when(given(), make({ item: off }))).toThrow(rejects('makeoffer.not-offered'));
  });

  it('MO-2: given their own item, when the seller offers on it, then it is refused', () => {
    const mine = make();
    expect(() => when(given(), { ...mine, actor: seller })).toThrow(rejects('makeoffer.own-item'));
  });

  it('MO-3: given an item, when the offer is blank or at the buy-now price, then it is refused', () => {
    expect(() => when(given(), make({ amount: null }))).toThrow(
      rejects('makeoffer.amount-required'),
    );
    expect(() => when(given(), make({ amount: 1200_00 }))).toThrow(
      rejects('makeoffer.at-buy-now-price'),
    );
  });

  it('MO-4: given 3 units available, when a buyer offers for 4, then it is refused', () => {
    expect(() => when(given(), make({ qty: 4 }))).toThrow(rejects('makeoffer.qty-invalid'));
    expect(() => when(given(), make({ qty: 0 }))).toThrow(rejects('makeoffer.qty-invalid'));
  });

  it('MO-1, MO-10: given an item that takes offers, when a buyer offers, then it is pending for 48 h', () => {
    expect(when(given(), make({ qty: 2 }))).toEqual([
      {
        type: 'BuyNowOfferMade',
        data: expect.objectContaining({
          offerId: 'o1',
          buyerId: 'buyer',
          sellerId: 'seller',
          amount: 900_00,
          qty: 2,
          expiresAt: hours(48),
        }),
      },
    ]);
  });

  it("MO-5: given a seller's minimum of $1,000, when a buyer offers $900, then it is refused at once", () => {
    const events = when(given(), make({ item: { ...item, minimum: 1000_00 } }));
    expect(events.map((e) => e.type)).toEqual(['BuyNowOfferMade', 'BuyNowOfferRefused']);
    expect(events[1]?.data).toMatchObject({ by: 'minimum' });
    expect(when(given(), make({ item: { ...item, minimum: 900_00 } }))).toHaveLength(1);
  });

  it('MO-6: given an offer made, when the same offer is made again, then nothing is recorded', () => {
    expect(when(given(make()), make())).toEqual([]);
  });

  it('MO-7: given a pending offer, when a stranger or the buyer answers it, then it is refused', () => {
    const s = given(make());
    expect(() => when(s, accept(stranger))).toThrow(rejects('makeoffer.not-found'));
    expect(() => when(s, accept(buyer))).toThrow(rejects('makeoffer.not-answerable'));
    expect(() => when(s, counter(1000_00, buyer))).toThrow(rejects('makeoffer.not-answerable'));
  });

  it('MO-7, MO-11: given a pending offer, when the seller accepts, then the offer price is agreed with its hold', () => {
    expect(when(given(make()), accept(seller))).toEqual([
      {
        type: 'BuyNowOfferAccepted',
        data: expect.objectContaining({ by: 'seller', price: 900_00, qty: 1, holdId: 'offer-o1' }),
      },
    ]);
    expect(when(given(make()), accept(admin))[0]?.data).toMatchObject({ by: 'seller' });
  });

  it('MO-8: given a pending offer, when the seller counters at or under it or over buy-now, then it is refused', () => {
    const s = given(make());
    expect(() => when(s, counter(900_00))).toThrow(rejects('makeoffer.counter-invalid'));
    expect(() => when(s, counter(1200_01))).toThrow(rejects('makeoffer.counter-invalid'));
  });

  it('MO-8, MO-10: given a pending offer, when the seller counters, then the buyer has 48 h more', () => {
    const [e] = when(given(make()), counter(1100_00));
    expect(e).toMatchObject({
      type: 'BuyNowOfferCountered',
      data: { amount: 1100_00, expiresAt: hours(49) },
    });
  });

  it('MO-9, MO-11: given a counter, when the buyer accepts, then the counter price is agreed', () => {
    const s = given(make(), counter(1100_00));
    expect(() => when(s, accept(seller))).toThrow(rejects('makeoffer.not-answerable'));
    expect(when(s, accept(buyer))[0]).toMatchObject({
      type: 'BuyNowOfferAccepted',
      data: { by: 'buyer', price: 1100_00 },
    });
  });

  it('MO-9: given a counter, when the buyer refuses, then the offer is refused by the buyer', () => {
    const s = given(make(), counter(1100_00), refuse(buyer));
    expect(s).toMatchObject({ status: 'refused', refusedBy: 'buyer' });
  });

  it('MO-10: given an offer past its 48 h, when anyone answers, then it is refused as expired', () => {
    const s = given(make());
    expect(() => when(s, accept(seller, hours(48)))).toThrow(rejects('makeoffer.expired'));
  });

  it('MO-10: given an offer, when the expiry comes early, late, and again, then it expires once', () => {
    const s = given(make());
    expect(when(s, expire(hours(47)))).toEqual([]);
    expect(when(s, expire(hours(48)))).toMatchObject([{ type: 'BuyNowOfferExpired' }]);
    expect(when(given(make(), expire(hours(48))), expire(hours(49)))).toEqual([]);
  });

  it('MO-12: given an accepted offer, when it is refused or countered, then it is refused', () => {
    const s = given(make(), accept(seller));
    expect(() => when(s, refuse(seller))).toThrow(rejects('makeoffer.not-answerable'));
    expect(() => when(s, counter(1000_00))).toThrow(rejects('makeoffer.not-answerable'));
    expect(when(s, accept(seller))).toEqual([]);
    expect(when(s, expire(hours(99)))).toEqual([]);
  });
});
