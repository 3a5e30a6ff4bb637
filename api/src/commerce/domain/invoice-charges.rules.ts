import { divideHalfUp } from '../../shared/money/index.js';

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
