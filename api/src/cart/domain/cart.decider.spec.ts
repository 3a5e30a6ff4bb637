import { describe, expect, it } from 'vitest';
import {
  type CartCommand,
  cartDecider,
  type CartState,
  type SaveCartAddress,
  type StartCheckout,
  type UpdateCheckout,
} from './cart.decider.js';

const address = {
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'US',
  phone: '+1 555 0100',
};
const save = (over: Partial<SaveCartAddress['address']> = {}): SaveCartAddress => ({
  type: 'SaveCartAddress',
  address: { ...address, ...over },
  actor: { id: 'buyer-1', role: 'buyer' },
  at: '2030-01-01T00:00:00.000Z',
});

describe('Cart address', () => {
  it("records the buyer's shipping address on their cart", () => {
    expect(cartDecider.decide(save(), cartDecider.initialState())).toEqual([
      {
        type: 'CartAddressSaved',
        data: { userId: 'buyer-1', address, at: '2030-01-01T00:00:00.000Z' },
      },
    ]);
  });

  it('records nothing when the same address is saved again, and a changed one anew', () => {
    const state = cartDecider
      .decide(save(), cartDecider.initialState())
      .reduce(cartDecider.evolve, cartDecider.initialState());
    expect(cartDecider.decide(save(), state)).toEqual([]);
    expect(cartDecider.decide(save({ city: 'Dallas' }), state)).toHaveLength(1);
  });
});

describe('Cart checkout', () => {
  const buyer = { id: 'buyer-1', role: 'buyer' as const };
  const at = '2030-01-01T00:00:00.000Z';
  const holds = [{ lotId: 'lot-1', holdId: 'hold-1', qty: 2 }];
  const start = (over: Partial<StartCheckout> = {}): StartCheckout => ({
    type: 'StartCheckout',
    buyerId: 'buyer-1',
    invoiceId: 'co-1',
    holds,
    actor: buyer,
    at,
    ...over,
  });
  const play = (...cmds: CartCommand[]): CartState =>
    cmds.reduce(
      (s, c) => cartDecider.decide(c, s).reduce(cartDecider.evolve, s),
      cartDecider.initialState(),
    );

  it('records the holds a checkout takes and the invoice it raises', () => {
    expect(cartDecider.decide(start(), cartDecider.initialState())).toEqual([
      { type: 'CartCheckoutStarted', data: { userId: 'buyer-1', invoiceId: 'co-1', holds, at } },
    ]);
  });

  it("lets an admin begin a buyer's checkout, recorded on the buyer, and nobody else", () => {
    const admin = { id: 'admin-1', role: 'admin' as const };
    expect(cartDecider.decide(start({ actor: admin }), cartDecider.initialState())).toEqual([
      { type: 'CartCheckoutStarted', data: { userId: 'buyer-1', invoiceId: 'co-1', holds, at } },
    ]);
    const stranger = { id: 'buyer-2', role: 'buyer' as const };
    expect(() =>
      cartDecider.decide(start({ actor: stranger }), cartDecider.initialState()),
    ).toThrow(/hold-not-found/);
  });

  it("lets a seller begin a buyer's checkout of the holds the planner kept (SFB-4)", () => {
    const seller = { id: 'seller-1', role: 'seller' as const };
    expect(cartDecider.decide(start({ actor: seller }), cartDecider.initialState())).toEqual([
      { type: 'CartCheckoutStarted', data: { userId: 'buyer-1', invoiceId: 'co-1', holds, at } },
    ]);
  });

  it('keeps the first holds when the same checkout begins again (K1)', () => {
    const state = play(start());
    expect(
      cartDecider.decide(start({ holds: [{ lotId: 'lot-2', holdId: 'h', qty: 1 }] }), state),
    ).toEqual([]);
    expect(state.checkouts['co-1']?.holds).toEqual(holds);
  });

  it('remembers the payment method chosen for a checkout begun, once (K2)', () => {
    const choose: UpdateCheckout = {
      type: 'UpdateCheckout',
      invoiceId: 'co-1',
      paymentMethod: 'wallet',
      actor: buyer,
      at,
    };
    const state = play(start(), choose);
    expect(state.checkouts['co-1']?.paymentMethod).toBe('wallet');
    expect(cartDecider.decide(choose, state)).toEqual([]);
    expect(() => cartDecider.decide({ ...choose, invoiceId: 'co-2' }, state)).toThrowError(
      expect.objectContaining({ code: 'invoice.not-found' }),
    );
  });
});
