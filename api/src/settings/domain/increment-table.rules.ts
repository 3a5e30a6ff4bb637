import type { IncrementRow, RejectionCode } from '@facet/event-schemas';

/**
 * Why a whole increment table is not usable, or null when it is: bands sorted by `from`, the
 * first from 0, each starting where the previous ends (no gap, no overlap), the last open-ended,
 * every increment positive (bidding-rules: the next bid is always defined).
 */
export function tableFault(
  rows: readonly IncrementRow[],
): { code: RejectionCode; params?: Record<string, number> } | null {
  if (rows.length === 0) return { code: 'increment.table-empty' };
  const sorted = [...rows].sort((a, b) => a.from - b.from);
  for (const r of sorted) {
    if (!Number.isSafeInteger(r.increment) || r.increment <= 0)
      return { code: 'increment.not-positive' };
    if (
      !Number.isSafeInteger(r.from) ||
      (r.to !== null && (!Number.isSafeInteger(r.to) || r.to <= r.from))
    )
      return { code: 'increment.invalid-range' };
  }
  if (sorted[0]?.from !== 0) return { code: 'increment.table-not-from-zero' };
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as IncrementRow;
    const row = sorted[i] as IncrementRow;
    if (prev.to === null || prev.to > row.from) return { code: 'increment.overlap' };
    if (prev.to < row.from) return { code: 'increment.table-gap', params: { amount: prev.to } };
  }
  if (sorted[sorted.length - 1]?.to !== null) return { code: 'increment.table-not-open-ended' };
  return null;
}
