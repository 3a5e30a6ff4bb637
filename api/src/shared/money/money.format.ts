/** Groups an integer's digits by thousands: 1234567 -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents to the edge's decimal text: 123450 -> '1234.50'. Integer math only. */
export function centsToDecimalString(cents: number): string {
  assertInteger(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Carat points (hundredths of a carat, like cents) to decimal text: 2510 -> '25.10'. */
export const pointsToDecimalString = (points: number): string => centsToDecimalString(points);

/** Cents to a JSON number for the HTTP edge (`1234.5`); the value is exact to the cent. */
export function centsToDollars(cents: number): number {
  return Number(centsToDecimalString(cents));
}

/** Cents to message text: 125000 -> '$1,250.00', -100 -> '-$1.00'. */
export function formatCents(cents: number): string {
  assertInteger(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = groupThousands(String(Math.trunc(abs / 100)));
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Carat points to the spec's weight text: 'ct' for 1 or less, 'cts' above 1. */
export function formatWeight(points: number): string {
  assertInteger(points);
  const carats = `${Math.trunc(points / 100)}.${String(points % 100).padStart(2, '0')}`;
  return `${carats} ${points > 100 ? 'cts' : 'ct'}`;
}

function assertInteger(n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Expected an integer amount, got ${n}`);
}
