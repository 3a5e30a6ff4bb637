import type { IncrementRow } from '@facet/event-schemas';

/** `inc(p)`: the increment of the band holding `p`, else the default. */
export function incrementAt(
  rows: readonly IncrementRow[],
  defaultIncrement: number,
  price: number,
): number {
  // A loop, not find(): this runs once per bid in a rebuild.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.from <= price && (r.to === null || price < r.to)) return r.increment;
  }
  return defaultIncrement;
}

/** Standard: `sprice` with no bid, else `wprice + inc(wprice)`; reverse: `lowest - inc(lowest)`. */
export function nextBid(card: {
  auctiontype: string;
  sprice: number;
  wprice: number;
  has_bids: boolean;
  increments: readonly IncrementRow[];
  defaultIncrement: number;
}): number {
  if (!card.has_bids) return card.sprice;
  const inc = incrementAt(card.increments, card.defaultIncrement, card.wprice);
  return card.auctiontype === 'reverse' ? Math.max(1, card.wprice - inc) : card.wprice + inc;
}
