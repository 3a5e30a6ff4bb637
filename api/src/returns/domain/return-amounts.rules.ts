import { ownValue } from '@facet/event-schemas';
import { divideHalfUp } from '../../shared/money/index.js';

/** The paid invoice as a return reads it: its lines, its charges, the card payments it took. */
export interface ReturnableInvoice {
  invoiceId: string;
  number: number;
  buyerId: string;
  sellerId: string;
  /** The company it is billed to (issue 30): its representatives ask returns as its buyer (I1). */
  billTo?: { companyId: string } | undefined;
  items: readonly { lotId: string; title: string; total: number }[];
  buyersPremium: number;
  tax: number;
  /** Cents the house kept on the whole invoice (premium and commission). */
  houseFee: number;
  /** When it was paid in full; null while anything is still due. */
  paidAt: string | null;
  closed: 'cancelled' | 'refunded' | null;
  /** Each payment made through the payments port: a refund goes back by its reference. */
  cardPayments: readonly { paymentKey: string; reference: string; amount: number }[];
}

export interface ReturnFigures {
  items: number;
  buyersPremium: number;
  tax: number;
  total: number;
  houseFee: number;
}

/**
 * RET-8: a charge's share for `part` cents of items, after `before` cents already returned, of
 * `subtotal`. Shares are differences of the running total rounded half up, so every line returned
 * gives back exactly the whole charge (never a cent more or less, whatever the order).
 */
export function shareOf(charge: number, subtotal: number, before: number, part: number): number {
  if (subtotal <= 0 || charge <= 0) return 0;
  const upTo = (cents: number) => divideHalfUp(cents * charge, subtotal);
  return upTo(before + part) - upTo(before);
}

/** RET-8: the return invoice's figures for `lines` cents, after `before` cents already returned. */
export function returnFigures(
  invoice: ReturnableInvoice,
  lines: number,
  before: number,
): ReturnFigures {
  const subtotal = invoice.items.reduce((sum, i) => sum + i.total, 0);
  const buyersPremium = shareOf(invoice.buyersPremium, subtotal, before, lines);
  const tax = shareOf(invoice.tax, subtotal, before, lines);
  const total = lines + buyersPremium + tax;
  const houseFee = Math.min(total, shareOf(invoice.houseFee, subtotal, before, lines));
  return { items: lines, buyersPremium, tax, total, houseFee };
}

/**
 * RET-9: the money goes back the way it came: to each card payment up to what earlier returns
 * left on it, the rest to the wallet.
 */
export function refundRoute(
  invoice: ReturnableInvoice,
  total: number,
  cardRefunded: Readonly<Record<string, number>>,
): { toCard: { paymentKey: string; reference: string; amount: number }[]; toWallet: number } {
  let left = total;
  const toCard = [];
  for (const p of invoice.cardPayments) {
    const amount = Math.min(left, p.amount - (ownValue(cardRefunded, p.paymentKey) ?? 0));
    if (amount <= 0) continue;
    toCard.push({ paymentKey: p.paymentKey, reference: p.reference, amount });
    left -= amount;
  }
  return { toCard, toWallet: left };
}
