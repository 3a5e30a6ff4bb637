import { lotTotal } from '@facet/event-schemas/money';
import { toCents } from '@/lib/format';
import type { Lot } from './cached-lot';

type PricedLot = Pick<Lot, 'pricing' | 'weight'>;

/** Rough is priced per carat (bidding-rules.md): every price, bid and increment is per carat. */
export function isPerCarat(lot: Pick<Lot, 'pricing'>): boolean {
  return lot.pricing === 'per_carat';
}

/** The server sends carats with at most 2 decimals; the rules count points (1 ct = 100 points). */
export function weightPoints(carats: number | null | undefined): number {
  return Math.round(Number(carats ?? 0) * 100);
}

/** Weight x price per carat, rounded half up to the cent: the server's own rule (`lotTotal`). */
export function perCaratTotalCents(priceCents: number, points: number): number {
  return lotTotal('per_carat', priceCents, points, 1);
}

/** What the whole lot costs at a per-carat price; null when the lot is not priced per carat. */
export function lotTotalCents(lot: PricedLot, priceCents: number): number | null {
  const points = weightPoints(lot.weight);
  return isPerCarat(lot) && points > 0 ? perCaratTotalCents(priceCents, points) : null;
}

/** Same, from the dollars the API sends. */
export function lotTotalFromDollars(lot: PricedLot, dollars: number | null | undefined) {
  return dollars == null ? null : lotTotalCents(lot, toCents(dollars));
}
