import type { InvoiceEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import { paymentShares } from './invoice-charges.rules.js';
import {
  balanceDue,
  type ChooseShipping,
  invoiceDecider as invoices,
  type InvoiceCommand,
  type InvoiceState,
  type RaiseInvoice,
} from './invoice.decider.js';
import { pieceLine, raiseInvoice, shipTo } from '../../../test/deciders/invoice.given.js';

const T0 = '2026-03-03T09:00:00.000Z';
const buyer: Actor = { id: 'buyer-1', role: 'buyer' };
const seller: Actor = { id: 'seller-1', role: 'seller' };
const raise: RaiseInvoice = raiseInvoice({
  items: [{ ...pieceLine('lot-1', '12.50 ct rough', 10_000_00), weight: 1_250 }],
  buyersPremium: 1_000_00,
  commission: 500_00,
  source: 'checkout',
  at: T0,
});
const choose = (quoteId: string, amount: number, actor = buyer): ChooseShipping => ({
  type: 'ChooseShipping',
  quoteId,
  carrier: 'Malca-Amit',
  service: 'Insured secure courier',
  amount,
  days: 5,
  country: 'BE',
  actor,
  at: T0,
});
const pay = (amount: number): InvoiceCommand => ({
  type: 'RecordInvoicePayment',
  key: 'buyer-1:pay-1',
  method: 'wallet',
  amount,
  reference: 'k',
  sandbox: false,
  actor: buyer,
  at: T0,
});
/** Where the checkout ships (SHIP-4: paying it needs an address). */
const shipToNewYork = shipTo(buyer, { at: T0 });
const play = (...commands: InvoiceCommand[]): InvoiceState =>
  commands.reduce(
    (s, c) => invoices.decide(c, s).reduce(invoices.evolve, s),
    invoices.initialState(),
  );
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'accepted';
};

describe('An invoice with a shipping line', () => {
  it('I5: given an unpaid invoice, when the buyer confirms a quote, then the balance grows by it', () => {
    const state = play(raise, choose('q1', 282_50));
    expect(balanceDue(state)).toBe(11_000_00 + 282_50);
    expect(state.shipping).toMatchObject({ carrier: 'Malca-Amit', amount: 282_50 });
  });

  it('I5: given a shipping line, when another quote is confirmed, then it replaces the first', () => {
    const state = play(raise, choose('q1', 282_50), choose('q2', 120_00));
    expect(balanceDue(state)).toBe(11_000_00 + 120_00);
  });

  it('I5: given the same quote confirmed twice, then nothing new is recorded', () => {
    const state = play(raise, choose('q1', 282_50));
    expect(invoices.decide(choose('q1', 282_50), state)).toEqual<InvoiceEvent[]>([]);
  });

  it('I5: given a payment recorded, when a quote is confirmed, then refused', () => {
    const state = play(raise, shipToNewYork, choose('q1', 282_50), pay(11_282_50));
    expect(code(() => invoices.decide(choose('q2', 120_00), state))).toBe('shipping.invoice-paid');
  });

  it("I1: given the invoice's seller, when they confirm a quote, then refused", () => {
    expect(code(() => invoices.decide(choose('q1', 1), play(raise)))).toBe('accepted');
    expect(code(() => invoices.decide(choose('q1', 1, seller), play(raise)))).toBe(
      'invoice.forbidden',
    );
  });
});

describe('A payment with a shipping line (C5)', () => {
  it('given $282.50 of shipping, when the whole balance is paid, then all of it is shipping', () => {
    const shares = paymentShares(raise, 282_50, 11_282_50);
    expect(shares.shipping).toBe(282_50);
    // The premium and the commission, as without shipping: the house's fee is unchanged.
    expect(shares.fee).toBe(paymentShares(raise, 0, 11_000_00).fee);
    expect(shares.fee).toBe(1_500_00);
  });

  it('given half the balance paid, then half the shipping, half up to the cent', () => {
    expect(paymentShares(raise, 282_51, 5_641_26).shipping).toBe(141_26);
  });
});
