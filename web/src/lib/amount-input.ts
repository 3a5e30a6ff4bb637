/**
 * What money fields take while they are typed (spec 5: "numeric comma fields keep digits only";
 * the sealed offer "accepts digits with optional decimal point or comma, sign allowed").
 */

/** A money field keeps its digits and its first decimal point: '$1,200.50' pasted is '1200.50'. */
export function moneyDigits(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** A bid or offer field's text so far: digits, one decimal point or comma, a leading sign. */
export function keepsAmountShape(text: string): boolean {
  return /^[+-]?\d*(?:[.,]\d*)?$/.test(text);
}
