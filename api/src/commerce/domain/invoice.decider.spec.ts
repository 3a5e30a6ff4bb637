import type { InvoiceEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import {
  type AssignInvoiceNumber,
  invoiceNumbersDecider as numbers,
  type InvoiceNumbersState,
  numberOf,
} from './invoice-numbers.decider.js';
import { invoiceDecider, invoiceTotal, type RaiseInvoice } from './invoice.decider.js';

const T0 = '2026-03-02T10:00:00.000Z';
const assign = (invoiceId: string): AssignInvoiceNumber => ({
  type: 'AssignInvoiceNumber',
  invoiceId,
  at: T0,
});
const numbered = (...ids: string[]): InvoiceNumbersState =>
  ids.reduce(
    (s, id) => numbers.decide(assign(id), s).reduce(numbers.evolve, s),
    numbers.initialState(),
  );

const raise = (over: Partial<RaiseInvoice> = {}): RaiseInvoice => ({
  type: 'RaiseInvoice',
  invoiceId: 'INV-lot-1-1',
  number: 1,
  buyerId: 'buyer-1',
  sellerId: 'seller-1',
  items: [
    {
      lotId: 'lot-1',
      title: '2.40 ct sapphire',
      qty: 1,
      pricing: 'per_carat',
      unitPrice: 1_000_00,
      weight: 240,
      total: 2_400_00,
    },
  ],
  buyersPremium: 0,
  depositApplied: 500_00,
  at: T0,
  ...over,
});
const raisedState = (e: InvoiceEvent[]) =>
  e.reduce(invoiceDecider.evolve, invoiceDecider.initialState());

describe('Invoice numbers', () => {
  it('gives the first invoice number 1 and the next number 2', () => {
    const state = numbered('INV-a', 'INV-b');
    expect(numberOf(state, 'INV-a')).toBe(1);
    expect(numberOf(state, 'INV-b')).toBe(2);
  });

  it('gives an invoice that already has a number nothing new: the retry reuses it, no gap', () => {
    const state = numbered('INV-a');
    expect(numbers.decide(assign('INV-a'), state)).toEqual([]);
    const next = numbers.decide(assign('INV-b'), state);
    expect(next[0]?.data).toMatchObject({ invoiceId: 'INV-b', number: 2 });
  });

  it('counts from the stream, so numbers run 1..n with no gap after many invoices', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `INV-${i}`);
    const state = numbered(...ids, ...ids);
    expect(ids.map((id) => numberOf(state, id))).toEqual(ids.map((_, i) => i + 1));
    expect(state.given).toBe(50);
  });
});

describe("The winner's invoice", () => {
  it('is raised with its number, items and the deposit applied', () => {
    const events = invoiceDecider.decide(raise(), invoiceDecider.initialState());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'InvoiceRaised',
      data: { invoiceId: 'INV-lot-1-1', number: 1, depositApplied: 500_00 },
    });
  });

  it('is raised once: raising it again records nothing', () => {
    const state = raisedState(invoiceDecider.decide(raise(), invoiceDecider.initialState()));
    expect(invoiceDecider.decide(raise({ number: 2 }), state)).toEqual([]);
    expect(state.raised?.number).toBe(1);
  });

  it("totals its items and the buyer's premium", () => {
    expect(invoiceTotal(raise())).toBe(2_400_00);
    expect(invoiceTotal(raise({ buyersPremium: 240_00 }))).toBe(2_640_00);
  });

  it('never applies more deposit than the invoice asks for', () => {
    expect(() =>
      invoiceDecider.decide(raise({ depositApplied: 2_400_01 }), invoiceDecider.initialState()),
    ).toThrow(/exceeds/);
  });
});
