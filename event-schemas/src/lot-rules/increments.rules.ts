import type { IncrementRow } from '../lots/index.js';

/** The admin-managed increment table as a lot captured it (both `LotSettings` and a lot card fit). */
export interface IncrementTable {
  increments: readonly IncrementRow[];
  /** `bidIncrementDefault`: the step of a price no row holds. */
  defaultIncrement: number;
}

/** `inc(p)`: the increment of the band `[from, to)` holding `p`, else the default. */
export function incrementAt(table: IncrementTable, price: number): number {
  const rows = table.increments;
  // A loop, not find(): this runs for every bid, in the decider and in a rebuild.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.from <= price && (r.to === null || price < r.to)) return r.increment;
  }
  return table.defaultIncrement;
}
