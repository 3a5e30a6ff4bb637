import type { PriceTrendPoint, SizeBand } from '@facet/event-schemas';
import { lotTotal } from '../../shared/money/index.js';
import type { LotCardDoc } from '@facet/projections';

/**
 * The market-price index (spec's `chartmetric` calls, mapped to rough diamonds), pure:
 * PTR-1 only sold lots count, each in the month (UTC) it closed;
 * PTR-2 a month's price per carat is the sum of its lots' totals over the sum of their carats
 *       (weighted by weight, so a large parcel counts for more than a small one), in dollars;
 * PTR-3 every month of the window is listed, oldest first; a month with no sale has null price;
 * PTR-4 a size band is read from carats per stone (average_size, else weight / stones);
 * PTR-5 no bidder, buyer or reserve is named: only counts, carats and mean prices.
 */

const BANDS: Record<Exclude<SizeBand, 'all'>, [number, number]> = {
  'under-1ct': [0, 100],
  '1-2ct': [100, 200],
  '2-5ct': [200, 500],
  '5-10ct': [500, 1000],
  '10ct-plus': [1000, Number.POSITIVE_INFINITY],
};

/** Points per stone (1 ct = 100 points); null when the lot says neither size nor stones. */
const pointsPerStone = (lot: LotCardDoc): number | null =>
  lot.average_size ?? (lot.total_stones > 0 ? lot.weight / lot.total_stones : null);

export function inSizeBand(lot: LotCardDoc, band: SizeBand): boolean {
  if (band === 'all') return true;
  const size = pointsPerStone(lot);
  const [from, to] = BANDS[band];
  return size !== null && size >= from && size < to;
}

/** The band a lot's stones fall in ('all' when it says neither size nor stones). */
export function sizeBandOf(lot: LotCardDoc): SizeBand {
  const size = pointsPerStone(lot);
  if (size === null) return 'all';
  const hit = Object.entries(BANDS).find(([, [from, to]]) => size >= from && size < to);
  return (hit?.[0] as SizeBand | undefined) ?? 'all';
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** The `months` months ending with `now`'s, oldest first, as `YYYY-MM`. */
export function monthsEnding(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export interface TrendQuery {
  categoryTypeId: string | null;
  sizeBand: SizeBand;
  months: number;
  now: Date;
}

export function priceTrend(lots: readonly LotCardDoc[], q: TrendQuery): PriceTrendPoint[] {
  const periods = monthsEnding(q.now, q.months);
  const sums = new Map(periods.map((p) => [p, { lots: 0, points: 0, cents: 0 }]));
  for (const lot of lots) {
    if (lot.market_status !== 'sold' || lot.weight <= 0) continue;
    if (q.categoryTypeId !== null && lot.categoryTypeId !== q.categoryTypeId) continue;
    if (!inSizeBand(lot, q.sizeBand)) continue;
    const sum = sums.get(monthOf(lot.date_closed));
    if (!sum) continue;
    sum.lots += 1;
    sum.points += lot.weight;
    sum.cents += lotTotal(lot.pricing, lot.wprice, lot.weight, lot.qty);
  }
  return periods.map((period) => {
    const s = sums.get(period) ?? { lots: 0, points: 0, cents: 0 };
    return {
      period,
      lots: s.lots,
      carats: s.points / 100,
      // cents per point x 100 points per carat / 100 cents per dollar = cents / points.
      price_per_carat: s.points === 0 ? null : Math.round((s.cents / s.points) * 100) / 100,
    };
  });
}
