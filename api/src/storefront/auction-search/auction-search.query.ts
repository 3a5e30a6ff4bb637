import { Injectable } from '@nestjs/common';
import type { AuctionRecord, RequestOf, searchAuctions } from '@facet/event-schemas';
import type { AuctionCardDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { byText } from '../listing-page.js';

export type AuctionQuery = RequestOf<typeof searchAuctions>;

const SORT_KEYS = new Set(['date_closed', 'date_added', 'title']);

const compare = (x: string, y: string, text: boolean): number =>
  text ? byText(x, y) : x < y ? -1 : x > y ? 1 : 0;

/**
 * Filters, sorts and pages auction cards; only active auctions are listed. `orderby` takes the
 * web's `a.title asc` as well as `title asc`; an unknown key sorts by close date.
 */
export function filterAuctions(
  cards: readonly AuctionCardDoc[],
  q: AuctionQuery,
): { page: AuctionCardDoc[]; total: number } {
  const f = q.filters;
  const title = f.title?.toLowerCase();
  const pool = cards.filter(
    (a) =>
      a.status === 'active' &&
      (f.id === undefined || a.id === f.id) &&
      (f.market_status === undefined || a.market_status === f.market_status) &&
      (title === undefined || a.title.toLowerCase().includes(title)),
  );
  const [rawKey, dir] = q.orderby.replace(/^[a-z]\./, '').split(/\s+/);
  const key = (SORT_KEYS.has(rawKey ?? '') ? rawKey : 'date_closed') as
    'date_closed' | 'date_added' | 'title';
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  pool.sort(
    // eslint-disable-next-line no-restricted-syntax -- a sort column of the closed list the route accepts
    (a, b) => (compare(a[key], b[key], key === 'title') || compare(a.id, b.id, false)) * sign,
  );
  const start = (Math.max(1, q.page) - 1) * q.limit;
  return { page: pool.slice(start, start + q.limit), total: pool.length };
}

/** `auction/search`: a page of active auctions, each with its count of lots. */
@Injectable()
export class AuctionSearchQuery {
  constructor(private readonly reader: ReadModelReader) {}

  async search(q: AuctionQuery): Promise<{ records: AuctionRecord[]; total: number }> {
    const { page, total } = filterAuctions(await this.reader.auctions(), q);
    const records = page.map(({ $rev: _r, lotIds, sellerId: _s, ...a }) => ({
      ...a,
      lot_count: lotIds.length,
    }));
    return { records, total };
  }
}
