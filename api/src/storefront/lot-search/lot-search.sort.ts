import type { LotCardDoc } from '@facet/projections';
import { byText } from '../listing-page.js';

const SORT_KEYS = new Set([
  'date_closed',
  'date_added',
  'wprice',
  'title',
  'bid_count',
  'featured',
]);

/**
 * The price a card shows, in cents: the winning price once bid on (or sold), else what bidding
 * starts at; a buy-now-only item its buy-now price. A lot without bids keeps wprice 0, and a
 * price sort by wprice put every such lot first, whatever it is offered at.
 */
export const shownPrice = (c: LotCardDoc): number =>
  (c.has_bids || c.market_status === 'sold') && c.wprice > 0
    ? c.wprice
    : c.auction === 0 && c.buynow === 1 && c.bprice > 0
      ? c.bprice
      : c.sprice;

const sortValue = (c: LotCardDoc, key: string): string | number =>
  key === 'wprice' ? shownPrice(c) : (c[key as keyof LotCardDoc] as string | number);

/** Lots still taking bids or offers before the ones that are over, in both directions. */
const openFirst = (a: LotCardDoc, b: LotCardDoc): number =>
  Number(b.market_status === 'open') - Number(a.market_status === 'open');

/**
 * The comparator of an `orderby` such as "p.date_closed asc" (an unknown key sorts by close).
 * 'Ending soonest' lists the open lots first: a lot closed yesterday is not ending soonest.
 */
export function lotOrder(orderby: string): (a: LotCardDoc, b: LotCardDoc) => number {
  const [rawKey, dir] = orderby.replace(/^p\./, '').split(/\s+/);
  const key = SORT_KEYS.has(rawKey ?? '') ? (rawKey as string) : 'date_closed';
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  return (a, b) => {
    const phase = key === 'date_closed' ? openFirst(a, b) : 0;
    if (phase) return phase;
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    // 'Title A-Z' reads as a person sorts: case-blind, '2.51 ct' before '12.36 cts'.
    const byKey = key === 'title' ? byText(String(x), String(y)) : x < y ? -1 : x > y ? 1 : 0;
    return (byKey || (a.id < b.id ? -1 : 1)) * sign;
  };
}
