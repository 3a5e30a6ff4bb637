import type { SellerAuctionFilter, SellerAuctionRecord } from '@facet/event-schemas';
import type { AuctionCardDoc } from '@facet/projections';

export interface SellerAuctionQuery {
  filter: SellerAuctionFilter;
  searchterm?: string;
  orderby: string;
  limit: number;
  page: number;
}

const SORT_KEYS = new Set(['date_closed', 'date_added', 'title', 'market_status', 'status']);

function inTab(a: AuctionCardDoc, filter: SellerAuctionFilter): boolean {
  if (a.status === 'removed') return false;
  if (filter === 'open') return a.status === 'active' && a.market_status === 'open';
  if (filter === 'closed') return a.market_status === 'closed';
  if (filter === 'inactive') return a.status === 'inactive';
  return true;
}

/** Filters, sorts and pages the auctions a caller manages (removed ones never listed). */
export function listSellerAuctions(
  cards: readonly AuctionCardDoc[],
  q: SellerAuctionQuery,
): { page: AuctionCardDoc[]; total: number } {
  const term = q.searchterm?.toLowerCase();
  const pool = cards.filter(
    (a) => inTab(a, q.filter) && (term === undefined || a.title.toLowerCase().includes(term)),
  );
  const [rawKey, dir] = q.orderby.replace(/^a\./, '').split(/\s+/);
  const key = (SORT_KEYS.has(rawKey ?? '') ? rawKey : 'date_closed') as keyof AuctionCardDoc;
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  const text = (v: unknown) => String(v ?? '');
  pool.sort(
    (a, b) =>
      (text(a[key]).localeCompare(text(b[key]), 'en', { sensitivity: 'base', numeric: true }) ||
        (a.id < b.id ? -1 : 1)) * sign,
  );
  const start = (q.page - 1) * q.limit;
  return { page: pool.slice(start, start + q.limit), total: pool.length };
}

export const toSellerAuctionRecord = ({
  $rev: _r,
  lotIds,
  ...a
}: AuctionCardDoc): SellerAuctionRecord => ({ ...a, lot_count: lotIds.length });
