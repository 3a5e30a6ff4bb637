/**
 * The money rules the server and the browser must agree on, kept free of imports so the web may
 * run them (dependency-cruiser lets the web import this folder, and nothing else of event-schemas,
 * as code). Integer cents and weight points in, integer cents out.
 */

/** Rough is priced per carat (bidding-rules.md): every price, bid and increment is per carat. */
export type PricingBasis = 'per_carat' | 'per_item';

/** Integer division rounding half up (non-negative operands). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/**
 * What a buyer owes: per carat, weight (points, 1 ct = 100) x price per carat, half-up to the
 * cent; per item, price x qty.
 */
export function lotTotal(
  pricing: PricingBasis,
  price: number,
  weightPoints: number,
  qty: number,
): number {
  return pricing === 'per_carat' ? divideHalfUp(weightPoints * price, 100) : price * qty;
}
