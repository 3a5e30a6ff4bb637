import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { shippingRatesDecider as rates } from './shipping-rates.decider.js';
import { defaultRateTable } from './default-rate-table.js';
import {
  asQuotes,
  quoteExpiry,
  type QuotesGiven,
  quoteToConfirm,
} from './shipping-quotes.rules.js';

const T0 = '2026-03-03T09:00:00.000Z';
const given: QuotesGiven = {
  invoiceId: 'INV-1',
  buyerId: 'buyer-1',
  country: 'BE',
  weight: 1_250,
  declaredValue: 25_000_00,
  quotes: asQuotes('b1', [
    {
      serviceId: 'secure-courier',
      carrier: 'Malca-Amit',
      service: 'Courier',
      amount: 282_50,
      days: 5,
    },
  ]),
  provider: 'rate-table',
  at: T0,
  expiresAt: quoteExpiry(T0),
};
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainRejection).code;
  }
  return 'accepted';
};

describe('Shipping quotes', () => {
  it('SQ-1: given quotes at 09:00, then they are valid until 09:30', () => {
    expect(given.expiresAt).toBe('2026-03-03T09:30:00.000Z');
  });

  it('SQ-2: given quotes for the invoice, when one is confirmed in time, then it is the one', () => {
    const quote = quoteToConfirm([given], 'b1-secure-courier', '2026-03-03T09:29:59.000Z');
    expect(quote).toMatchObject({ amount: 282_50, carrier: 'Malca-Amit', country: 'BE' });
  });

  it('SQ-2: given quotes for the invoice, when another id is named, then not found', () => {
    expect(code(() => quoteToConfirm([given], 'sample-secure-courier', T0))).toBe(
      'quote.not-found',
    );
  });

  it('SQ-3: given quotes at 09:00, when confirmed at 09:31, then refused as expired', () => {
    expect(
      code(() => quoteToConfirm([given], 'b1-secure-courier', '2026-03-03T09:31:00.000Z')),
    ).toBe('shipping.quote-expired');
  });
});

describe('Shipping rate table changes', () => {
  const admin: { id: string; role: 'admin' | 'seller' } = { id: 'admin-1', role: 'admin' };
  const replace = (table = defaultRateTable, actor = admin) =>
    ({ type: 'ReplaceShippingRates', table, actor, at: T0 }) as const;
  const dearer = {
    ...defaultRateTable,
    services: [{ ...defaultRateTable.services[0]!, insuranceMinimum: 40_00 }],
  };

  it('SR-1: given a seller, when they replace the table, then refused', () => {
    const seller = { id: 's-1', role: 'seller' as const };
    expect(code(() => rates.decide(replace(dearer, seller), rates.initialState()))).toBe(
      'shipping.forbidden',
    );
  });

  it('SR-2: given a table with a problem, then refused whole and the old table stays', () => {
    const bad = { ...defaultRateTable, fallbackZoneId: 'nowhere' };
    expect(code(() => rates.decide(replace(bad), rates.initialState()))).toBe(
      'shipping.invalid-rates',
    );
  });

  it('SR-3: given a new table, then one event names who changed it; the same again, none', () => {
    const events = rates.decide(replace(dearer), rates.initialState());
    expect(events).toEqual([
      { type: 'ShippingRatesReplaced', data: { table: dearer, changedBy: 'admin-1', at: T0 } },
    ]);
    const after = events.reduce(rates.evolve, rates.initialState());
    expect(after.table).toEqual(dearer);
    expect(after.history).toEqual([{ changedBy: 'admin-1', at: T0 }]);
    expect(rates.decide(replace(dearer), after)).toEqual([]);
  });
});
