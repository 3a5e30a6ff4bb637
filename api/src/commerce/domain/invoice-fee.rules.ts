import { invoiceTotal, type RaisedInvoice } from './invoice.decider.js';

/**
 * The house's fee in a payment towards an invoice: the buyer's premium's share of the amount
 * (premium / total, rounded down, so the seller is never short-changed by rounding). The rest of
 * the payment is owed to the seller. BigInt keeps amount x premium exact at any size.
 */
export function premiumShare(
  invoice: Pick<RaisedInvoice, 'items' | 'buyersPremium' | 'tax'>,
  amount: number,
): number {
  const total = invoiceTotal(invoice);
  if (total <= 0 || invoice.buyersPremium <= 0) return 0;
  return Number((BigInt(amount) * BigInt(invoice.buyersPremium)) / BigInt(total));
}
