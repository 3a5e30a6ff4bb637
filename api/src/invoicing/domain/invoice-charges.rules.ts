import { divideHalfUp } from '../../shared/money/index.js';
import { invoiceTotal, type RaisedInvoice } from './invoice.decider.js';

/** Marketplace rates in basis points (1/100 of a percent): 1250 = 12.5%. */
export interface InvoiceChargeRates {
  buyersPremiumBp: number;
  taxBp: number;
}

export const noCharges: InvoiceChargeRates = { buyersPremiumBp: 0, taxBp: 0 };

export interface InvoiceCharges {
  buyersPremium: number;
  tax: number;
}

/**
 * C1: the buyer's premium is a share of the items' subtotal; C2: tax is charged on the subtotal
 * and the premium together. Both in integer cents, rounded half up once each, so the invoice's
 * total is subtotal + premium + tax exactly, whatever the rates.
 */
export function invoiceCharges(subtotal: number, rates: InvoiceChargeRates): InvoiceCharges {
  const buyersPremium = divideHalfUp(subtotal * rates.buyersPremiumBp, 100_00);
  const tax = divideHalfUp((subtotal + buyersPremium) * rates.taxBp, 100_00);
  return { buyersPremium, tax };
}

/**
 * C3: the house keeps the buyer's premium; a payment of part of an invoice carries its share of
 * the premium (half up), the rest is owed to the seller.
 */
export function houseFeeOf(amount: number, buyersPremium: number, total: number): number {
  if (total <= 0 || buyersPremium <= 0) return 0;
  return Math.min(amount, divideHalfUp(amount * buyersPremium, total));
}

/**
 * C4: the platform's commission is a share of the items' subtotal at the seller's rate (basis
 * points), rounded half up once; the seller is owed the price less it.
 */
export const commissionOf = (subtotal: number, commissionBp: number): number =>
  divideHalfUp(subtotal * commissionBp, 100_00);

/**
 * C4 for one payment: the commission is carried by the payments, not the deposit applied (that
 * went to the seller whole at the close), each its share of what was left to pay, half up.
 */
export function commissionShareOf(amount: number, commission: number, toPay: number): number {
  if (toPay <= 0 || commission <= 0) return 0;
  return Math.min(amount, divideHalfUp(amount * commission, toPay));
}

type Charged = Pick<RaisedInvoice, 'items' | 'buyersPremium' | 'tax'> &
  Partial<Pick<RaisedInvoice, 'depositApplied' | 'commission'>>;

/**
 * C3 and C4 for one payment towards an invoice, every payment (wallet, online, offline) and its
 * refund: the premium's share and the commission's share, both kept by the house.
 */
export function paymentFee(invoice: Charged, amount: number): number {
  const total = invoiceTotal(invoice);
  const premium = houseFeeOf(amount, invoice.buyersPremium, total);
  const commission = commissionShareOf(
    amount,
    invoice.commission ?? 0,
    total - (invoice.depositApplied ?? 0),
  );
  return Math.min(amount, premium + commission);
}

/**
 * C5: a payment's share of the shipping line, pro rata of what was left to pay (half up): a
 * payment of the whole balance carries all of it. The shipping is fixed before any payment (I5).
 */
export function shippingShareOf(amount: number, shipping: number, toPay: number): number {
  if (toPay <= 0 || shipping <= 0) return 0;
  return Math.min(amount, shipping, divideHalfUp(amount * shipping, toPay));
}

/**
 * C3 to C5 for one payment: its shipping share (owed to the carrier) and, of the rest, the house's
 * fee (premium and commission), the remainder owed to the seller.
 */
export function paymentShares(
  invoice: Charged,
  shipping: number,
  amount: number,
): { fee: number; shipping: number } {
  const toPay = invoiceTotal(invoice) + shipping - (invoice.depositApplied ?? 0);
  const shippingShare = shippingShareOf(amount, shipping, toPay);
  return { fee: paymentFee(invoice, amount - shippingShare), shipping: shippingShare };
}
