import type { LotFilters, RequestOf, searchLots } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { byText } from '../listing-page.js';

export type LotQuery = RequestOf<typeof searchLots>;

/** `product/activeSorts`: what the sort-by select offers. */
export const ACTIVE_SORTS = [
  { id: 1, label: 'Ending soonest', orderby: 'date_closed asc' },
  { id: 2, label: 'Newly listed', orderby: 'date_added desc' },
  { id: 3, label: 'Price: low to high', orderby: 'wprice asc' },
  { id: 4, label: 'Price: high to low', orderby: 'wprice desc' },
  { id: 5, label: 'Title', orderby: 'title asc' },
] as const;

const SORT_KEYS = new Set([
  'date_closed',
  'date_added',
  'wprice',
  'title',
  'bid_count',
  'featured',
]);

/** Open lots sharing a category, condition, location or auction with `base` (`similar_to`). */
const similarTo = (base: LotCardDoc) => (c: LotCardDoc) =>
  c.id !== base.id &&
  c.market_status === 'open' &&
  (c.categoryTypeId === base.categoryTypeId ||
    c.conditionTypeId === base.conditionTypeId ||
    c.location_id === base.location_id ||
    (base.auctionid !== null && c.auctionid === base.auctionid));

const matches = (f: LotFilters, title: string | undefined) => (c: LotCardDoc) =>
  (f.id === undefined || c.id === f.id) &&
  (title === undefined ||
    c.title.toLowerCase().includes(title) ||
    c.auctionlot_title.toLowerCase().includes(title)) &&
  (f.auctionid === undefined || c.auctionid === f.auctionid) &&
  (f.market_status === undefined || c.market_status === f.market_status) &&
  (f.auctiontype === undefined || c.auctiontype === f.auctiontype) &&
  (f.featured === undefined || c.featured >= f.featured) &&
  (f.categoryTypeId === undefined || c.categoryTypeId === f.categoryTypeId) &&
  (f.conditionTypeId === undefined || c.conditionTypeId === f.conditionTypeId) &&
  (f.location_id === undefined || c.location_id === f.location_id);

/** Filters, sorts and pages lot cards; only active lots are listed (`similar_to`: 3 at most). */
export function filterLots(
  cards: readonly LotCardDoc[],
  q: LotQuery,
): { page: LotCardDoc[]; total: number } {
  const f = q.filters;
  let pool = cards.filter((c) => c.status === 'active');
  let { limit, orderby } = q;
  if (f.similar_to !== undefined) {
    const base = cards.find((c) => c.id === f.similar_to);
    if (!base) return { page: [], total: 0 };
    pool = pool.filter(similarTo(base));
    limit = 3;
    orderby = 'date_closed asc';
  }
  pool = pool.filter(matches(f, f.title?.toLowerCase()));
  const [rawKey, dir] = orderby.replace(/^p\./, '').split(/\s+/);
  const key = (SORT_KEYS.has(rawKey ?? '') ? rawKey : 'date_closed') as keyof LotCardDoc;
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  pool.sort((a, b) => {
    const x = a[key] as string | number;
    const y = b[key] as string | number;
    // 'Title A-Z' reads as a person sorts: case-blind, '2.51 ct' before '12.36 cts'.
    const byKey = key === 'title' ? byText(String(x), String(y)) : x < y ? -1 : x > y ? 1 : 0;
    return (byKey || (a.id < b.id ? -1 : 1)) * sign;
  });
  const start = (Math.max(1, q.page) - 1) * limit;
  return {
    page: pool.slice(start, start + limit),
    total: f.similar_to !== undefined ? Math.min(3, pool.length) : pool.length,
  };
}
