import { paymentShares } from './invoice-charges.rules.js';
import { type InvoiceState, type RaisedInvoice, shippingOf } from './invoice.decider.js';
import { leftToRefund } from './invoice-partial-refund.rules.js';

/*
 * The whole refund after returns (I5, the partial refund, is in invoice-partial-refund.rules.ts):
 * I6 a whole refund gives back what was paid less every partial refund: each card payment what it
 *    still holds, the rest to the wallet, and the house's fee less what partial refunds reversed;
 *    once partial refunds gave everything back, a whole refund is refused. A return gives back
 *    items, never the shipping line: a whole refund reverses all the shipping collected.
 */

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The house's fee and the shipping collected on payments (the deposit applied carried none). */
const sharesOf = (raised: RaisedInvoice, state: InvoiceState, amounts: readonly number[]) => {
  const shares = amounts.map((a) => paymentShares(raised, shippingOf(state), a));
  return { fee: sum(shares.map((s) => s.fee)), shipping: sum(shares.map((s) => s.shipping)) };
};

/** The house's fee kept on the invoice's payments (C3 to C5). */
export const feesKept = (raised: RaisedInvoice, state: InvoiceState): number =>
  sharesOf(raised, state, Object.values(state.payments)).fee;

export interface RefundLeft {
  /** Cents still to give back, and the house's fee still to reverse. */
  amount: number;
  fee: number;
  /** The shipping collected, all of it still to reverse (returns leave it). */
  shipping: number;
  /** What each card payment still holds, and the fee and shipping to reverse with them. */
  cards: { paymentKey: string; reference: string; amount: number }[];
  cardFee: number;
  cardShipping: number;
}

/** I6: what a whole refund gives back, after the partial refunds already recorded. */
export function refundLeft(raised: RaisedInvoice, state: InvoiceState): RefundLeft {
  const done = state.partlyRefunded;
  const { amount, cards } = leftToRefund(state);
  const kept = sharesOf(raised, state, Object.values(state.payments));
  const fee = Math.min(amount, Math.max(0, kept.fee - done.fee));
  const shipping = Math.min(amount - fee, kept.shipping);
  const cardAmount = sum(cards.map((c) => c.amount));
  const online = Object.keys(state.online);
  const onCards = sharesOf(
    raised,
    state,
    online.map((k) => state.payments[k] ?? 0),
  );
  const cardFeesPaid = onCards.fee;
  // Each entry's fee is at most its amount, and the card's and the wallet's add up to `fee`.
  const low = Math.max(0, fee - (amount - cardAmount));
  const high = Math.min(cardAmount, fee);
  const cardFee = Math.min(high, Math.max(low, cardFeesPaid - done.cardFee));
  const cardShipping = Math.min(onCards.shipping, shipping, cardAmount - cardFee);
  return { amount, fee, shipping, cards, cardFee, cardShipping };
}
