import type { LotSettings } from '@facet/event-schemas';

/** `inc(p)`: the increment of the band `[from, to)` holding `p`, else the default. */
export function inc(price: number, settings: LotSettings): number {
  const row = settings.increments.find((r) => r.from <= price && (r.to === null || price < r.to));
  return row ? row.increment : settings.defaultIncrement;
}
