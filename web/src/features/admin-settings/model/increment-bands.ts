import type { IncrementRecord } from '@facet/event-schemas';

/**
 * The increment table as the form edits it: each band ends where the next starts, so the form
 * can never hold a gap or an overlap (the first starts at 0, the last is open-ended). `from` is
 * derived; an admin edits where a band ends and its increment, adds or removes bands.
 */
export interface Band {
  id?: string;
  /** Where this band ends (dollars); null for the last band. */
  to: number | null;
  increment: number;
}

export const bandsOf = (records: readonly IncrementRecord[]): Band[] =>
  [...records]
    .sort((a, b) => a.from_amount - b.from_amount)
    .map((r) => ({ id: r.id, to: r.to_amount, increment: r.increment }));

export const fromOf = (bands: readonly Band[], i: number): number =>
  i === 0 ? 0 : (bands[i - 1]?.to ?? 0);

/** Splits the last band: the new one starts where the old last ended, at `at` dollars. */
export function addBand(bands: readonly Band[], at: number, increment: number): Band[] {
  if (bands.length === 0) return [{ to: null, increment }];
  const last = bands[bands.length - 1] as Band;
  return [...bands.slice(0, -1), { ...last, to: at }, { to: null, increment }];
}

/** Removes a band; the one before takes over its range (the last stays open-ended). */
export function removeBand(bands: readonly Band[], i: number): Band[] {
  if (bands.length <= 1) return [...bands];
  const next = bands.filter((_, j) => j !== i);
  const prev = next[i - 1];
  if (prev) next[i - 1] = { ...prev, to: i === bands.length - 1 ? null : (bands[i]?.to ?? null) };
  return next;
}

export const setBand = (bands: readonly Band[], i: number, change: Partial<Band>): Band[] =>
  bands.map((b, j) => (j === i ? { ...b, ...change } : b));

/** The first band whose end is not above its start or whose increment is not positive, or -1. */
export const invalidBand = (bands: readonly Band[]): number =>
  bands.findIndex((b, i) => !(b.increment > 0) || (b.to !== null && !(b.to > fromOf(bands, i))));

/** What `replaceBidIncrements` takes. */
export const toRows = (bands: readonly Band[]) =>
  bands.map((b, i) => ({
    ...(b.id ? { id: b.id } : {}),
    from_amount: fromOf(bands, i),
    to_amount: i === bands.length - 1 ? null : b.to,
    increment: b.increment,
  }));
