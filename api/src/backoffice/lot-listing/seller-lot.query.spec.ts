import type { LotCardDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { activeLotCount, listSellerLots, type SellerLotQuery } from './seller-lot.query.js';

const card = (id: string, over: Partial<LotCardDoc> = {}): LotCardDoc =>
  ({
    id,
    title: `Lot ${id}`,
    auctionlot_title: '',
    auction_lot: id,
    status: 'active',
    market_status: 'open',
    auctionid: 'a1',
    sellerId: 's1',
    wprice: 0,
    bid_count: 0,
    date_added: '2026-01-01T00:00:00.000Z',
    date_closed: '2026-01-10T00:00:00.000Z',
    ...over,
  }) as LotCardDoc;

const query = (over: Partial<SellerLotQuery> = {}): SellerLotQuery => ({
  filter: 'all',
  orderby: 'date_closed asc',
  limit: 10,
  page: 1,
  ...over,
});
const ids = (r: { page: LotCardDoc[] }) => r.page.map((c) => c.id);

describe("A seller's lot list", () => {
  const cards = [
    card('open', { wprice: 300_00 }),
    card('sold', { market_status: 'sold', wprice: 900_00 }),
    card('unsold', { market_status: 'unsold' }),
    card('paused', { status: 'inactive', title: 'Yellow rough' }),
    card('gone', { status: 'removed' }),
  ];

  it('never lists a removed lot, not even under all', () => {
    expect(ids(listSellerLots(cards, query()))).not.toContain('gone');
  });

  it.each([
    ['open', ['open']],
    ['closed', ['sold', 'unsold']],
    ['sold', ['sold']],
    ['unsold', ['unsold']],
    ['inactive', ['paused']],
  ] as const)('the %s tab lists %j', (filter, want) => {
    expect(ids(listSellerLots(cards, query({ filter })))).toEqual(want);
  });

  it('finds a lot by a piece of its title, whatever the case', () => {
    expect(ids(listSellerLots(cards, query({ searchterm: 'yellow' })))).toEqual(['paused']);
  });

  it('sorts by price, highest first, when asked', () => {
    expect(ids(listSellerLots(cards, query({ orderby: 'wprice desc' })))[0]).toBe('sold');
  });

  it('pages: the total counts every match, the page only its rows', () => {
    const r = listSellerLots(cards, query({ limit: 2, page: 2 }));
    expect(r.total).toBe(4);
    expect(r.page).toHaveLength(2);
  });

  it('counts as active only the lots listed and open now', () => {
    expect(activeLotCount(cards)).toBe(1);
  });
});
