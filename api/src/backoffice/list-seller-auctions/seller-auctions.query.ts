import { Injectable } from '@nestjs/common';
import type { SellerAuctionFilter, SellerAuctionList } from '@facet/event-schemas';
import type { AuctionCardDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { toSellerAuctionRecord } from '../seller-auction-record.mapper.js';
import { managedBy } from '../seller-scope.rules.js';

export interface SellerAuctionQuery {
  action: SellerAuctionFilter;
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
export function pageSellerAuctions(
  cards: readonly AuctionCardDoc[],
  q: SellerAuctionQuery,
): { page: AuctionCardDoc[]; total: number } {
  const term = q.searchterm?.toLowerCase();
  const pool = cards.filter(
    (a) => inTab(a, q.action) && (term === undefined || a.title.toLowerCase().includes(term)),
  );
  const [rawKey, dir] = q.orderby.replace(/^a\./, '').split(/\s+/);
  const key = (SORT_KEYS.has(rawKey ?? '') ? rawKey : 'date_closed') as keyof AuctionCardDoc;
  const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
  const text = (v: unknown) => String(v ?? '');
  pool.sort(
    (a, b) =>
      // eslint-disable-next-line no-restricted-syntax -- a sort column of the closed list the route accepts
      (text(a[key]).localeCompare(text(b[key]), 'en', { sensitivity: 'base', numeric: true }) ||
        (a.id < b.id ? -1 : 1)) * sign,
  );
  const start = (q.page - 1) * q.limit;
  return { page: pool.slice(start, start + q.limit), total: pool.length };
}

/** `seller/auction/listings`: a page of the auctions the caller manages (an admin: all). */
@Injectable()
export class SellerAuctionsQuery {
  constructor(private readonly readModels: ReadModelReader) {}

  async list(actor: Actor, q: SellerAuctionQuery): Promise<SellerAuctionList> {
    const mine = (await this.readModels.auctions()).filter(managedBy(actor));
    const { page, total } = pageSellerAuctions(mine, q);
    return listResponse({ records: page.map(toSellerAuctionRecord), totalRecords: total });
  }
}
