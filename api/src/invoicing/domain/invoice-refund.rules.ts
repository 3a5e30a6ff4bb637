import type { InvoiceEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { paymentFee } from './invoice-charges.rules.js';
import type { InvoiceState, RaisedInvoice } from './invoice.decider.js';

/*
 * Rules of giving an invoice's money back: nothing paid is ever refunded twice. The invoice's own
 * stream knows every refund, so what is left to give back is a fold of it.
 * I5 a partial refund (a return accepted) is recorded on the invoice once per return, before its
 *    money moves, only on a paid invoice neither cancelled nor refunded, never more than is left
 *    to refund, nor more to a card payment than that payment still holds.
 * I6 a whole refund gives back what was paid less every partial refund: each card payment what it
 *    still holds, the rest to the wallet, and the house's fee less what partial refunds reversed;
 *    once partial refunds gave everything back, a whole refund is refused.
 */

/** What partial refunds already gave back, folded from `InvoicePartlyRefunded`. */
export interface PartlyRefunded {
  amount: number;
  fee: number;
  cardFee: number;
  /** Cents given back to each card payment, by payment key. */
  byPayment: Readonly<Record<string, number>>;
  /** The returns already recorded (I5: once each). */
  returns: Readonly<Record<string, true>>;
}

export const nothingRefunded = (): PartlyRefunded => ({
  amount: 0,
  fee: 0,
  cardFee: 0,
  byPayment: {},
  returns: {},
});

/** Records a return's refund on the invoice (I5). */
export interface RecordPartialRefund {
  type: 'RecordPartialRefund';
  returnId: string;
  amount: number;
  fee: number;
  cardFee: number;
  toCard: readonly { paymentKey: string; amount: number }[];
  actor: Actor;
  at: string;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Cents paid: the deposit applied and every payment recorded. */
const paidOn = (state: InvoiceState) =>
  (state.raised?.depositApplied ?? 0) + sum(Object.values(state.payments));

/** The house's fee kept on the invoice's payments (the deposit applied carried none). */
export const feesKept = (raised: RaisedInvoice, state: InvoiceState): number =>
  sum(Object.values(state.payments).map((a) => paymentFee(raised, a)));

export interface RefundLeft {
  /** Cents still to give back, and the house's fee still to reverse. */
  amount: number;
  fee: number;
  /** What each card payment still holds, and the fee to reverse with them. */
  cards: { paymentKey: string; reference: string; amount: number }[];
  cardFee: number;
}

/** I6: what a whole refund gives back, after the partial refunds already recorded. */
export function refundLeft(raised: RaisedInvoice, state: InvoiceState): RefundLeft {
  const done = state.partlyRefunded;
  const amount = paidOn(state) - done.amount;
  const fee = Math.min(amount, Math.max(0, feesKept(raised, state) - done.fee));
  const cards = Object.entries(state.online)
    .map(([paymentKey, reference]) => ({
      paymentKey,
      reference,
      amount: (state.payments[paymentKey] ?? 0) - (done.byPayment[paymentKey] ?? 0),
    }))
    .filter((c) => c.amount > 0);
  const cardAmount = sum(cards.map((c) => c.amount));
  const cardFeesPaid = sum(
    Object.keys(state.online).map((k) => paymentFee(raised, state.payments[k] ?? 0)),
  );
  // Each entry's fee is at most its amount, and the card's and the wallet's add up to `fee`.
  const low = Math.max(0, fee - (amount - cardAmount));
  const high = Math.min(cardAmount, fee);
  const cardFee = Math.min(high, Math.max(low, cardFeesPaid - done.cardFee));
  return { amount, fee, cards, cardFee };
}

/** I5: a return's refund recorded on the invoice, once, within what is left. */
export function decidePartialRefund(cmd: RecordPartialRefund, state: InvoiceState): InvoiceEvent[] {
  const raised = state.raised ?? reject('invoice.not-found');
  if (state.partlyRefunded.returns[cmd.returnId]) return [];
  if (cmd.actor.role !== 'admin') reject('invoice.forbidden');
  if (state.closed) reject('invoice.closed', { status: state.closed });
  const left = refundLeft(raised, state);
  const toCard = sum(cmd.toCard.map((c) => c.amount));
  const overCard = cmd.toCard.some(
    (c) => c.amount > (left.cards.find((l) => l.paymentKey === c.paymentKey)?.amount ?? 0),
  );
  if (cmd.amount <= 0 || cmd.amount > left.amount || toCard > cmd.amount || overCard)
    reject('invoice.refund-exceeds-paid', { left: left.amount });
  const { invoiceId, buyerId, sellerId } = raised;
  return [
    {
      type: 'InvoicePartlyRefunded',
      data: {
        invoiceId,
        buyerId,
        sellerId,
        returnId: cmd.returnId,
        amount: cmd.amount,
        fee: cmd.fee,
        cardFee: cmd.cardFee,
        toCard: cmd.toCard.filter((c) => c.amount > 0).map((c) => ({ ...c })),
        toWallet: cmd.amount - toCard,
        at: cmd.at,
      },
    },
  ];
}

/** Folds a partial refund into what was already given back. */
export function withPartialRefund(
  done: PartlyRefunded,
  e: Extract<InvoiceEvent, { type: 'InvoicePartlyRefunded' }>['data'],
): PartlyRefunded {
  const byPayment = { ...done.byPayment };
  for (const c of e.toCard) byPayment[c.paymentKey] = (byPayment[c.paymentKey] ?? 0) + c.amount;
  return {
    amount: done.amount + e.amount,
    fee: done.fee + e.fee,
    cardFee: done.cardFee + e.cardFee,
    byPayment,
    returns: { ...done.returns, [e.returnId]: true },
  };
}
