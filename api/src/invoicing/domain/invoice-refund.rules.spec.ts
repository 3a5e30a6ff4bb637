import type { InvoiceEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import type { RecordPartialRefund } from './invoice-partial-refund.rules.js';
import { refundLeft } from './invoice-refund.rules.js';
import {
  type InvoiceCommand,
  invoiceDecider,
  type InvoiceState,
  type RaiseInvoice,
} from './invoice.decider.js';
import { pieceLine, raiseInvoice, shipTo } from '../../../test/deciders/invoice.given.js';

const T0 = '2026-03-02T10:00:00.000Z';
const ADMIN: Actor = { id: 'admin-1', role: 'admin' };
const SELLER: Actor = { id: 'seller-1', role: 'seller' };

/** $1,000 of items, a $200 deposit applied, 10% commission ($100), the rest paid by card. */
const raise: RaiseInvoice = raiseInvoice({
  items: [pieceLine('lot-1', 'A', 600_00), pieceLine('lot-2', 'B', 400_00)],
  commission: 100_00,
  depositApplied: 200_00,
  source: 'checkout',
  at: T0,
});

const run = (state: InvoiceState, cmd: InvoiceCommand): InvoiceState =>
  invoiceDecider.decide(cmd, state).reduce(invoiceDecider.evolve, state);
const given = (...cmds: InvoiceCommand[]): InvoiceState =>
  cmds.reduce(run, invoiceDecider.initialState());
const cardPaid: InvoiceCommand = {
  type: 'RecordInvoicePayment',
  key: 'buyer-1:card-1',
  method: 'online',
  amount: 800_00,
  reference: 'ch_1',
  sandbox: true,
  actor: { id: 'buyer-1', role: 'buyer' },
  at: T0,
};
const partial = (over: Partial<RecordPartialRefund> = {}): RecordPartialRefund => ({
  type: 'RecordPartialRefund',
  returnId: 'ret-1',
  amount: 400_00,
  fee: 50_00,
  cardFee: 50_00,
  toCard: [{ paymentKey: 'buyer-1:card-1', amount: 400_00 }],
  actor: ADMIN,
  at: T0,
  ...over,
});
const refund: InvoiceCommand = {
  type: 'ChangeInvoiceStatus',
  status: 'refunded',
  note: '',
  actor: ADMIN,
  at: T0,
};
const paid = given(raise, cardPaid);

describe('A partial refund on the invoice (I5)', () => {
  it('I5: given a paid invoice, when a return of $400 to the card is recorded, then the invoice knows it', () => {
    const events = invoiceDecider.decide(partial(), paid);
    expect(events.map((e: InvoiceEvent) => e.type)).toEqual(['InvoicePartlyRefunded']);
    expect(events[0]?.data).toMatchObject({ returnId: 'ret-1', amount: 400_00, toWallet: 0 });
  });

  it('I5: given the return recorded, when it is recorded again (a retried saga), then nothing new', () => {
    const once = run(paid, partial());
    expect(invoiceDecider.decide(partial(), once)).toEqual([]);
    expect(once.partlyRefunded.amount).toBe(400_00);
  });

  it('I5: never more than is left, nor more to a card than it holds; only the house records it', () => {
    const once = run(paid, partial());
    const tooMuch = partial({ returnId: 'ret-2', amount: 600_01, toCard: [] });
    expect(rejectionCode(() => invoiceDecider.decide(tooMuch, once))).toBe(
      'invoice.refund-exceeds-paid',
    );
    const overCard = partial({
      returnId: 'ret-2',
      toCard: [{ paymentKey: 'buyer-1:card-1', amount: 400_01 }],
      amount: 400_01,
    });
    expect(rejectionCode(() => invoiceDecider.decide(overCard, once))).toBe(
      'invoice.refund-exceeds-paid',
    );
    expect(rejectionCode(() => invoiceDecider.decide(partial({ actor: SELLER }), paid))).toBe(
      'invoice.forbidden',
    );
  });

  it('I5: given an invoice refunded in whole, when a return is recorded on it, then it is refused', () => {
    const refunded = run(paid, refund);
    expect(rejectionCode(() => invoiceDecider.decide(partial(), refunded))).toBe('invoice.closed');
  });
});

describe('A whole refund after returns (I6)', () => {
  it('I6: given nothing returned, then a whole refund gives back all $1,000 paid and the $100 fee', () => {
    expect(refundLeft(raise, paid)).toEqual({
      amount: 1_000_00,
      fee: 100_00,
      shipping: 0,
      cards: [{ paymentKey: 'buyer-1:card-1', reference: 'ch_1', amount: 800_00 }],
      cardFee: 100_00,
      cardShipping: 0,
    });
  });

  it('I6: given a $50 shipping line paid by card, then a whole refund reverses all the shipping with the card', () => {
    const buyer: Actor = { id: 'buyer-1', role: 'buyer' };
    const shipped = given(
      raise,
      shipTo(buyer, { at: T0 }),
      {
        type: 'ChooseShipping',
        quoteId: 'q-1',
        carrier: 'Malca-Amit',
        service: 'Insured secure courier',
        amount: 50_00,
        days: 3,
        country: 'US',
        actor: buyer,
        at: T0,
      },
      {
        ...(cardPaid as Extract<InvoiceCommand, { type: 'RecordInvoicePayment' }>),
        amount: 850_00,
      },
    );
    expect(refundLeft(raise, shipped)).toMatchObject({
      amount: 1_050_00,
      fee: 100_00,
      shipping: 50_00,
      cardFee: 100_00,
      cardShipping: 50_00,
    });
  });

  it('I6: given $400 returned to the card, then the whole refund gives only $600: $400 to the card, $200 to the wallet', () => {
    const left = refundLeft(raise, run(paid, partial()));
    expect(left).toEqual({
      amount: 600_00,
      fee: 50_00,
      shipping: 0,
      cards: [{ paymentKey: 'buyer-1:card-1', reference: 'ch_1', amount: 400_00 }],
      cardFee: 50_00,
      cardShipping: 0,
    });
    expect(400_00 + left.amount).toBe(1_000_00);
  });

  it('I6: given $800 returned to the wallet, then the card still holds its $800 and only $200 is left', () => {
    const wallet = partial({ amount: 800_00, fee: 80_00, cardFee: 0, toCard: [] });
    const left = refundLeft(raise, run(paid, wallet));
    expect([left.amount, left.fee]).toEqual([200_00, 20_00]);
    // Each entry's fee stays within its amount: the card's share of the fee fits the wallet's rest.
    expect(left.cardFee).toBeLessThanOrEqual(left.fee);
  });

  it('I6: given everything returned, when the invoice is refunded in whole, then it is refused', () => {
    const all = run(
      paid,
      partial({
        amount: 1_000_00,
        fee: 100_00,
        cardFee: 80_00,
        toCard: [{ paymentKey: 'buyer-1:card-1', amount: 800_00 }],
      }),
    );
    expect(refundLeft(raise, all).amount).toBe(0);
    expect(rejectionCode(() => invoiceDecider.decide(refund, all))).toBe(
      'invoice.nothing-left-to-refund',
    );
    expect(
      rejectionCode(() => invoiceDecider.decide(refund, run(paid, partial()))),
    ).toBeUndefined();
  });
});
