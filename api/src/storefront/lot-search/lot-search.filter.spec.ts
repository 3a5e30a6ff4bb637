import { searchLots } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { filterLots } from './lot-search.filter.js';

const card = (id: string, over: Partial<LotCardDoc> = {}): LotCardDoc =>
  ({
    id,
    title: `Lot ${id}`,
    auctionlot_title: '',
    status: 'active',
    market_status: 'open',
    auctiontype: 'standard',
    auction: 1,
    buynow: 0,
    auctionid: null,
    categoryTypeId: null,
    conditionTypeId: null,
    location_id: null,
    weight: 100,
    sprice: 100_00,
    bprice: 0,
    wprice: 0,
    has_bids: false,
    bid_count: 0,
    featured: 0,
    date_added: '2026-01-01T00:00:00.000Z',
    date_closed: '2026-01-10T00:00:00.000Z',
    ...over,
  }) as LotCardDoc;

/** The body as the route reads it: dollars to cents, carats to points. */
const search = (cards: LotCardDoc[], body: Record<string, unknown>) =>
  filterLots(cards, searchLots.request.parse({ limit: 100, ...body })).page.map((c) => c.id);

describe('Lot search (product/search)', () => {
  describe('filters a buyer of rough expects beside the title', () => {
    const cards = [
      card('bid', { categoryTypeId: 'c1', conditionTypeId: 'k1', location_id: 'l1' }),
      card('sealed', { auctiontype: 'sealed', auctionid: 'a1', weight: 2_510 }),
      card('shop', { auction: 0, buynow: 1, bprice: 4_000_00, weight: 1_000 }),
      card('both', {
        buynow: 1,
        bprice: 9_000_00,
        sprice: 500_00,
        wprice: 2_500_00,
        has_bids: true,
      }),
    ];

    it.each([
      [{ categoryTypeId: 'c1' }, ['bid']],
      [{ conditionTypeId: 'k1' }, ['bid']],
      [{ location_id: 'l1' }, ['bid']],
      [{ auctionid: 'a1' }, ['sealed']],
      [{ lot_type: 'auction' }, ['bid', 'both']],
      [{ lot_type: 'sealed' }, ['sealed']],
      [{ lot_type: 'buynow' }, ['shop', 'both']],
    ])('by %j', (filters, want) => {
      expect(search(cards, { filters }).sort()).toEqual([...want].sort());
    });

    it('by the price shown, in dollars: the winning price, else the start, else buy now', () => {
      expect(search(cards, { filters: { price_min: '1000', price_max: 4000 } }).sort()).toEqual([
        'both',
        'shop',
      ]);
      expect(search(cards, { filters: { price_max: '100.00' } }).sort()).toEqual(['bid', 'sealed']);
    });

    it('by weight in carats, decimals kept', () => {
      expect(search(cards, { filters: { weight_min: '10', weight_max: '25.10' } }).sort()).toEqual([
        'sealed',
        'shop',
      ]);
    });

    it('refuses a range or a type it cannot read', () => {
      expect(() => searchLots.request.parse({ filters: { price_min: 'cheap' } })).toThrow(
        'Invalid filter price_min',
      );
      expect(() => searchLots.request.parse({ filters: { lot_type: 'raffle' } })).toThrow(
        'Invalid filter lot_type',
      );
    });
  });

  describe('sorting', () => {
    const cards = [
      card('closed-early', { market_status: 'sold', date_closed: '2026-01-02T00:00:00.000Z' }),
      card('unsold', { market_status: 'unsold', date_closed: '2026-01-03T00:00:00.000Z' }),
      card('open-late', { date_closed: '2026-02-01T00:00:00.000Z' }),
      card('open-soon', { date_closed: '2026-01-20T00:00:00.000Z' }),
    ];

    it('Ending soonest lists the open lots first, soonest first, and the closed ones last', () => {
      expect(search(cards, { orderby: 'p.date_closed asc' })).toEqual([
        'open-soon',
        'open-late',
        'closed-early',
        'unsold',
      ]);
    });

    const priced = [
      card('bid-300', { wprice: 300_00, has_bids: true, bid_count: 2, sprice: 50_00 }),
      card('start-200', { sprice: 200_00 }),
      card('start-900', { sprice: 900_00 }),
    ];

    it('Price: low to high places a lot without bids by its starting price', () => {
      expect(search(priced, { orderby: 'wprice asc' })).toEqual([
        'start-200',
        'bid-300',
        'start-900',
      ]);
    });

    it('Price: high to low places a lot without bids by its starting price', () => {
      expect(search(priced, { orderby: 'wprice desc' })).toEqual([
        'start-900',
        'bid-300',
        'start-200',
      ]);
    });
  });
});
