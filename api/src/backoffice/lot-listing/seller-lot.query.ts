import type { SellerLotFilter } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';

export interface SellerLotQuery {
  filter: SellerLotFilter;
  /** Title, lot title or lot number, case-blind. */
  searchterm?: string;
  auctionid?: string;
  orderby: string;
  limit: number;
  page: number;
}

const SORT_KEYS = new Set([
  'date_closed',
  'date_added',
  'title',
  'wprice',
  'bid_count',
  'market_status',
  'status',
  'auction_lot',
]);

/** Removed lots stay out of every tab: the seller took them down. */
function inTab(card: LotCardDoc, filter: SellerLotFilter): boolean {
  if (card.status === 'removed') return false;
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return card.status === 'active' && card.market_status === 'open';
    case 'closed':
      return card.market_status !== 'open';
    case 'sold':
    case 'unsold':
      return card.market_status === filter;
    case 'inactive':
      return card.status === 'inactive';
  }
}

const compare = (x: unknown, y: unknown): number =>
  typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x ?? '').localeCompare(String(y ?? ''), 'en', { sensitivity: 'base', numeric: true });

/** Filters, sorts and pages the lots a caller manages; an unknown sort key sorts by close date. */
export function listSellerLots(
  cards: readonly LotCardDoc[],
  q: SellerLotQuery,
): { page: LotCardDoc[]; total: number } {
  const term = q.searchterm?.toLowerCase();
  const pool = cards.filter(
    (c) =>
      inTab(c, q.filter) &&
      (q.auctionid === undefined || c.auctionid === q.auctionid) &&
      (term === undefined ||
        [c.title, c.auctionlot_title, c.auction_lot].some((v) => v.toLowerCase().includes(term))),
  );
  const [rawKey, dir] = q.orderby.replace(/^p\./, '').split(/\s+/);
  const key = (SORT_KEYS.has(rawKey ?? '') ? rawKey : 'date_closed') as keyof LotCardDoc;
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  // eslint-disable-next-line no-restricted-syntax -- a sort column of the closed list the route accepts
  pool.sort((a, b) => (compare(a[key], b[key]) || compare(a.id, b.id)) * sign);
  const start = (q.page - 1) * q.limit;
  return { page: pool.slice(start, start + q.limit), total: pool.length };
}

/** `activelots`: the caller's lots open for bidding or buying right now. */
export const activeLotCount = (cards: readonly LotCardDoc[]): number =>
  cards.filter((c) => c.status === 'active' && c.market_status === 'open').length;
