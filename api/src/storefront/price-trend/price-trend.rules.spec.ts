import { describe, expect, it } from 'vitest';
import type { LotCardDoc } from '@facet/projections';
import { inSizeBand, monthsEnding, priceTrend, sizeBandOf } from './price-trend.rules.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const lot = (over: Partial<LotCardDoc>): LotCardDoc =>
  ({
    id: 'l',
    market_status: 'sold',
    pricing: 'per_carat',
    weight: 100,
    total_stones: 1,
    average_size: null,
    qty: 1,
    wprice: 1_000_00,
    categoryTypeId: 'c1',
    date_closed: '2026-11-02T10:00:00.000Z',
    ...over,
  }) as LotCardDoc;
const q = { categoryTypeId: null, sizeBand: 'all' as const, months: 2, now: NOW };

describe('price trend rules', () => {
  it('PTR-1: given a sold and an open lot, when the trend is read, then only the sold one counts', () => {
    const points = priceTrend([lot({}), lot({ market_status: 'open' })], q);
    expect(points[1]).toMatchObject({ period: '2026-11', lots: 1, carats: 1 });
  });

  it('PTR-2: given 1 ct at $1,000 and 3 ct at $2,000 per carat, then the month is $1,750 per carat', () => {
    const points = priceTrend([lot({}), lot({ weight: 300, wprice: 2_000_00 })], q);
    expect(points[1]?.price_per_carat).toBe(1_750);
  });

  it('PTR-3: given no sale last month, then last month is listed first with a null price', () => {
    expect(priceTrend([lot({})], q)[0]).toEqual({
      period: '2026-10',
      lots: 0,
      carats: 0,
      price_per_carat: null,
    });
    expect(monthsEnding(new Date('2026-01-15T00:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });

  it('PTR-4: given 5 stones in 3.25 ct, then the lot is in the under-1ct band, not 1-2ct', () => {
    const parcel = lot({ weight: 325, total_stones: 5 });
    expect(sizeBandOf(parcel)).toBe('under-1ct');
    expect(inSizeBand(parcel, '1-2ct')).toBe(false);
    expect(priceTrend([parcel], { ...q, sizeBand: '1-2ct' })[1]?.lots).toBe(0);
  });

  it('PTR-5: the trend names no bidder, buyer or reserve', () => {
    const text = JSON.stringify(priceTrend([lot({ buynowed: 'buyer-7' })], q));
    expect(text).not.toContain('buyer-7');
  });

  it('filters by category when one is asked', () => {
    expect(
      priceTrend([lot({ categoryTypeId: 'c2' })], { ...q, categoryTypeId: 'c1' })[1]?.lots,
    ).toBe(0);
  });
});
