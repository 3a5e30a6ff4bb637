import { paymentFee } from './invoice-charges.rules.js';
import type { InvoiceState, RaisedInvoice } from './invoice.decider.js';
import { leftToRefund } from './invoice-partial-refund.rules.js';

/*
 * The whole refund after returns (I5, the partial refund, is in invoice-partial-refund.rules.ts):
 * I6 a whole refund gives back what was paid less every partial refund: each card payment what it
 *    still holds, the rest to the wallet, and the house's fee less what partial refunds reversed;
 *    once partial refunds gave everything back, a whole refund is refused.
 */

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

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
  const { amount, cards } = leftToRefund(state);
  const fee = Math.min(amount, Math.max(0, feesKept(raised, state) - done.fee));
  const cardAmount = sum(cards.map((c) => c.amount));
  const online = Object.keys(state.online);
  const cardFeesPaid = sum(online.map((k) => paymentFee(raised, state.payments[k] ?? 0)));
  // Each entry's fee is at most its amount, and the card's and the wallet's add up to `fee`.
  const low = Math.max(0, fee - (amount - cardAmount));
  const high = Math.min(cardAmount, fee);
  const cardFee = Math.min(high, Math.max(low, cardFeesPaid - done.cardFee));
  return { amount, fee, cards, cardFee };
}
