import type { InvoiceEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import {
  type AssignInvoiceNumber,
  invoiceNumbersDecider as numbers,
  type InvoiceNumbersState,
  numberOf,
} from './invoice-numbers.decider.js';
import type { Actor } from '../../shared/domain/actor.js';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import {
  balanceDue,
  type ChangeInvoiceStatus,
  invoiceDecider,
  type InvoiceState,
  invoiceTotal,
  type RaiseInvoice,
  type RecordInvoicePayment,
} from './invoice.decider.js';

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
  tax: 0,
  depositApplied: 500_00,
  source: 'close',
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

const BUYER: Actor = { id: 'buyer-1', role: 'buyer' };
const SELLER: Actor = { id: 'seller-1', role: 'seller' };
const ADMIN: Actor = { id: 'admin-1', role: 'admin' };
const STRANGER: Actor = { id: 'buyer-2', role: 'buyer' };
const T1 = '2026-03-02T11:00:00.000Z';

const given = (...events: InvoiceEvent[]): InvoiceState => raisedState(events);
const raisedEvents = (over: Partial<RaiseInvoice> = {}) =>
  invoiceDecider.decide(raise(over), invoiceDecider.initialState());
const pay = (over: Partial<RecordInvoicePayment> = {}): RecordInvoicePayment => ({
  type: 'RecordInvoicePayment',
  key: 'buyer-1:pay-1',
  method: 'wallet',
  amount: 1_900_00,
  reference: 'ledger:buyer-1:pay-1',
  sandbox: false,
  actor: BUYER,
  at: T1,
  ...over,
});
const status = (s: ChangeInvoiceStatus['status'], actor: Actor = ADMIN): ChangeInvoiceStatus => ({
  type: 'ChangeInvoiceStatus',
  status: s,
  note: '',
  actor,
  at: T1,
});

describe('Paying an invoice', () => {
  it('I2: given $1,900 due, when the buyer pays $1,900 from the wallet, then it is paid', () => {
    const state = given(...raisedEvents());
    const events = invoiceDecider.decide(pay(), state);
    expect(events[0]).toMatchObject({
      type: 'InvoicePaymentRecorded',
      data: {
        invoiceId: 'INV-lot-1-1',
        buyerId: 'buyer-1',
        sellerId: 'seller-1',
        amount: 1_900_00,
      },
    });
    expect(balanceDue(given(...raisedEvents(), ...events))).toBe(0);
  });

  it('I2: the same payment key again records nothing: a retried checkout pays once', () => {
    const paid = given(
      ...raisedEvents(),
      ...invoiceDecider.decide(pay(), given(...raisedEvents())),
    );
    expect(invoiceDecider.decide(pay(), paid)).toEqual([]);
  });

  it('I2: never takes more than the balance due, nor pays a paid invoice', () => {
    const state = given(...raisedEvents());
    expect(rejectionCode(() => invoiceDecider.decide(pay({ amount: 1_900_01 }), state))).toBe(
      'invoice.invalid-amount',
    );
    const paid = given(...raisedEvents(), ...invoiceDecider.decide(pay(), state));
    expect(rejectionCode(() => invoiceDecider.decide(pay({ key: 'other' }), paid))).toBe(
      'invoice.already-paid',
    );
  });

  it('I1 (issue 30): a representative of the company the invoice is billed to pays it; another company does not', () => {
    const billTo = {
      companyId: 'co-1',
      name: 'Antwerp Rough BV',
      registrationNumber: 'BE1',
      country: 'Belgium',
    };
    const state = given(...raisedEvents({ billTo }));
    const colleague = { id: 'buyer-2', role: 'buyer' as const };
    const paid = invoiceDecider.decide(pay({ actor: colleague, actorCompanyId: 'co-1' }), state);
    expect(paid[0]?.type).toBe('InvoicePaymentRecorded');
    expect(
      rejectionCode(() =>
        invoiceDecider.decide(pay({ actor: colleague, actorCompanyId: 'co-2' }), state),
      ),
    ).toBe('invoice.forbidden');
    expect(
      rejectionCode(() =>
        invoiceDecider.decide(
          pay({ actor: colleague, actorCompanyId: 'co-1' }),
          given(...raisedEvents()),
        ),
      ),
    ).toBe('invoice.forbidden');
  });

  it("I1: refuses a stranger's payment and a payment on an invoice never raised", () => {
    expect(
      rejectionCode(() =>
        invoiceDecider.decide(pay({ actor: STRANGER }), given(...raisedEvents())),
      ),
    ).toBe('invoice.forbidden');
    expect(rejectionCode(() => invoiceDecider.decide(pay(), invoiceDecider.initialState()))).toBe(
      'invoice.not-found',
    );
  });

  it('I3: the buyer chooses a bank transfer; only an admin marks it received', () => {
    const chosen = invoiceDecider.decide(
      { type: 'ChooseOfflinePayment', actor: BUYER, at: T1 },
      given(...raisedEvents()),
    );
    expect(chosen[0]?.type).toBe('InvoiceOfflinePaymentChosen');
    const waiting = given(...raisedEvents(), ...chosen);
    expect(
      rejectionCode(() => invoiceDecider.decide(pay({ method: 'offline', key: 'k' }), waiting)),
    ).toBe('invoice.forbidden');
    const received = invoiceDecider.decide(
      pay({ method: 'offline', key: 'admin-1:bank-42', actor: ADMIN }),
      waiting,
    );
    expect(received[0]?.data).toMatchObject({ method: 'offline', recordedBy: 'admin-1' });
  });
});

describe('Cancelling and refunding an invoice', () => {
  it('I4: an unpaid invoice is cancelled by its seller; a paid one is refunded, not cancelled', () => {
    const unpaid = given(...raisedEvents({ depositApplied: 0 }));
    expect(invoiceDecider.decide(status('cancelled', SELLER), unpaid)[0]?.data).toMatchObject({
      status: 'cancelled',
      changedBy: 'seller-1',
    });
    const partly = given(...raisedEvents());
    expect(rejectionCode(() => invoiceDecider.decide(status('cancelled'), partly))).toBe(
      'invoice.paid-cancel',
    );
    expect(invoiceDecider.decide(status('refunded'), partly)[0]?.data).toMatchObject({
      status: 'refunded',
    });
    expect(rejectionCode(() => invoiceDecider.decide(status('refunded'), unpaid))).toBe(
      'invoice.nothing-to-refund',
    );
  });

  it('I4: a closed invoice takes no payment and owes nothing; the buyer cannot close it', () => {
    const unpaid = given(...raisedEvents({ depositApplied: 0 }));
    const cancelled = given(
      ...raisedEvents({ depositApplied: 0 }),
      ...invoiceDecider.decide(status('cancelled'), unpaid),
    );
    expect(balanceDue(cancelled)).toBe(0);
    expect(rejectionCode(() => invoiceDecider.decide(pay({ amount: 1 }), cancelled))).toBe(
      'invoice.closed',
    );
    expect(rejectionCode(() => invoiceDecider.decide(status('cancelled', BUYER), unpaid))).toBe(
      'invoice.forbidden',
    );
  });
});
