import { ownValue, setOwn } from '@facet/event-schemas';
import type { InvoiceEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';

/*
 * Nothing paid is ever refunded twice: the invoice's own stream knows every refund, so what is
 * left to give back is a fold of it (I6, the whole refund, is in invoice-refund.rules.ts).
 * I5 a partial refund (a return accepted) is recorded on the invoice once per return, before its
 *    money moves, only on a paid invoice neither cancelled nor refunded, never more than is left
 *    to refund, nor more to a card payment than that payment still holds.
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

/** The invoice as a refund reads it (the invoice decider's state, by shape). */
export interface RefundableInvoiceState {
  raised: { invoiceId: string; buyerId: string; sellerId: string; depositApplied: number } | null;
  payments: Readonly<Record<string, number>>;
  online: Readonly<Record<string, string>>;
  closed: 'cancelled' | 'refunded' | null;
  partlyRefunded: PartlyRefunded;
}

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

/** Cents paid and not given back yet, and what each card payment still holds. */
export function leftToRefund(state: RefundableInvoiceState) {
  const done = state.partlyRefunded;
  const paid = (state.raised?.depositApplied ?? 0) + sum(Object.values(state.payments));
  const cards = Object.entries(state.online)
    .map(([paymentKey, reference]) => ({
      paymentKey,
      reference,
      amount:
        (ownValue(state.payments, paymentKey) ?? 0) - (ownValue(done.byPayment, paymentKey) ?? 0),
    }))
    .filter((c) => c.amount > 0);
  return { amount: paid - done.amount, cards };
}

/** I5: a return's refund recorded on the invoice, once, within what is left. */
export function decidePartialRefund(
  cmd: RecordPartialRefund,
  state: RefundableInvoiceState,
): InvoiceEvent[] {
  const raised = state.raised ?? reject('invoice.not-found');
  if (ownValue(state.partlyRefunded.returns, cmd.returnId)) return [];
  if (cmd.actor.role !== 'admin') reject('invoice.forbidden');
  if (state.closed) reject('invoice.closed', { status: state.closed });
  const left = leftToRefund(state);
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
  for (const c of e.toCard)
    setOwn(byPayment, c.paymentKey, (ownValue(byPayment, c.paymentKey) ?? 0) + c.amount);
  return {
    amount: done.amount + e.amount,
    fee: done.fee + e.fee,
    cardFee: done.cardFee + e.cardFee,
    byPayment,
    returns: { ...done.returns, [e.returnId]: true },
  };
}
