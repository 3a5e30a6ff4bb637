import { describe, expect, it } from 'vitest';
import { cartDecider, type SaveCartAddress } from './cart.decider.js';

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
