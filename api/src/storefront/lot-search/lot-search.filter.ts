import type { LotFilters, RequestOf, searchLots } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { lotOrder, shownPrice } from './lot-search.sort.js';

export type LotQuery = RequestOf<typeof searchLots>;

/** `product/activeSorts`: what the sort-by select offers. */
export const ACTIVE_SORTS = [
  { id: 1, label: 'Ending soonest', orderby: 'date_closed asc' },
  { id: 2, label: 'Newly listed', orderby: 'date_added desc' },
  { id: 3, label: 'Price: low to high', orderby: 'wprice asc' },
  { id: 4, label: 'Price: high to low', orderby: 'wprice desc' },
  { id: 5, label: 'Title', orderby: 'title asc' },
] as const;

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
  (f.location_id === undefined || c.location_id === f.location_id) &&
  (f.lot_type === undefined || isOfType(c, f.lot_type)) &&
  within(shownPrice(c), f.price_min, f.price_max) &&
  within(c.weight, f.weight_min, f.weight_max);

/** The kinds of sale a buyer picks: a bid (standard or reverse), a sealed offer, buy now. */
function isOfType(c: LotCardDoc, type: NonNullable<LotFilters['lot_type']>): boolean {
  if (type === 'buynow') return c.buynow === 1;
  if (type === 'sealed') return c.auctiontype === 'sealed';
  return c.auction === 1 && c.auctiontype !== 'sealed';
}

const within = (v: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || v >= min) && (max === undefined || v <= max);

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
  pool.sort(lotOrder(orderby));
  const start = (Math.max(1, q.page) - 1) * limit;
  return {
    page: pool.slice(start, start + limit),
    total: f.similar_to !== undefined ? Math.min(3, pool.length) : pool.length,
  };
}
