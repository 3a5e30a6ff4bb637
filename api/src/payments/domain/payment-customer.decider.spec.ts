import type { PaymentCustomerEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import {
  type PaymentCustomerCommand,
  paymentCustomerDecider as d,
  type SavedSource,
} from './payment-customer.decider.js';

const at = '2026-11-20T14:00:00.000Z';
const userId = 'u-buyer-1';
const bank: SavedSource = {
  id: 'ba_1',
  object: 'bank_account',
  token: 'btok_us',
  brand: null,
  last4: '6789',
  exp_month: null,
  exp_year: null,
  bank_name: 'Test bank',
  status: 'new',
};
const created: PaymentCustomerEvent = {
  type: 'PaymentCustomerCreated',
  data: { userId, customerId: 'cus_1', email: 'b@x.test', name: 'B', at },
};
const saved: PaymentCustomerEvent = {
  type: 'PaymentSourceSaved',
  data: { userId, source: bank, at },
};
const given = (...events: PaymentCustomerEvent[]) => events.reduce(d.evolve, d.initialState());
const when = (events: PaymentCustomerEvent[], c: PaymentCustomerCommand) =>
  d.decide(c, given(...events));

describe('Payment customer (offline card and bank service)', () => {
  it('creates the customer once: asked again, nothing is recorded', () => {
    const create = {
      type: 'CreatePaymentCustomer',
      userId,
      customerId: 'cus_1',
      email: '',
      name: '',
      at,
    } as const;
    expect(when([], create)).toHaveLength(1);
    expect(when([created], create)).toEqual([]);
  });

  it('keeps nothing before the customer exists', () => {
    expect(() => when([], { type: 'SavePaymentSource', userId, source: bank, at })).toThrow(
      'payment-customer.not-found',
    );
  });

  describe('given a new bank account', () => {
    const verify = (amounts: [number, number]) =>
      ({ type: 'VerifyPaymentSource', userId, sourceId: 'ba_1', amounts, at }) as const;

    it('verifies it with the two micro-deposits in either order', () => {
      expect(when([created, saved], verify([45, 32]))).toEqual([
        {
          type: 'PaymentSourceChanged',
          data: { userId, sourceId: 'ba_1', status: 'verified', at },
        },
      ]);
    });

    it('refuses other amounts and leaves it unverified', () => {
      expect(() => when([created, saved], verify([32, 46]))).toThrow(
        'payment-source.wrong-amounts',
      );
    });
  });

  it('forgets the default when the default card is removed', () => {
    const chosen: PaymentCustomerEvent = {
      type: 'PaymentCustomerUpdated',
      data: { userId, defaultSource: 'ba_1', at },
    };
    const removed: PaymentCustomerEvent = {
      type: 'PaymentSourceRemoved',
      data: { userId, sourceId: 'ba_1', at },
    };
    expect(given(created, saved, chosen, removed).defaultSource).toBeNull();
  });
});
