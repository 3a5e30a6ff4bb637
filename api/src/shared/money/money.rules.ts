export type PricingBasis = 'per_carat' | 'per_item';

/** Integer division rounding half up (non-negative operands). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/**
 * What a buyer owes: per carat, weight (points) x price per carat, half-up to the cent;
 * per item, price x qty.
 */
export function lotTotal(
  pricing: PricingBasis,
  price: number,
  weightPoints: number,
  qty: number,
): number {
  return pricing === 'per_carat' ? divideHalfUp(weightPoints * price, 100) : price * qty;
}
