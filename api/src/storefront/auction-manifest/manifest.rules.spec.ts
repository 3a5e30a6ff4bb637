import { describe, expect, it } from 'vitest';
import type { LotCardDoc } from '@facet/projections';
import { manifestOf } from './manifest.rules.js';

const auction = { id: 'a1', title: 'Run', date_closed: '2026-12-01T00:00:00.000Z' };
const lot = (over: Partial<LotCardDoc>): LotCardDoc =>
  ({
    id: 'l',
    auctionid: 'a1',
    status: 'active',
    auction_lot: '1',
    title: 'Parcel',
    weight: 150,
    total_stones: 3,
    average_size: null,
    qty: 1,
    auctiontype: 'standard',
    market_status: 'open',
    ...over,
  }) as LotCardDoc;

describe('auction manifest', () => {
  it('MAN-1: given a removed lot, then it is not on the manifest', () => {
    const m = manifestOf(auction, [lot({ id: 'x', status: 'removed' }), lot({ id: 'y' })]);
    expect(m.records.map((r) => r.id)).toEqual(['y']);
  });

  it('MAN-2: given lots 10 and 2, then 2 comes first', () => {
    const m = manifestOf(auction, [
      lot({ id: 'a', auction_lot: '10' }),
      lot({ id: 'b', auction_lot: '2' }),
    ]);
    expect(m.records.map((r) => r.auction_lot)).toEqual(['2', '10']);
  });

  it('MAN-3: given 1.50 ct and 0.33 ct, then the total is 1.83 ct (summed in points)', () => {
    const m = manifestOf(auction, [
      lot({ id: 'a' }),
      lot({ id: 'b', weight: 33, average_size: 11 }),
    ]);
    expect(m.totals).toEqual({ lots: 2, weight: 1.83, total_stones: 6 });
    expect(m.records[1]?.average_size).toBe(0.11);
  });

  it('MAN-4: given a title a spreadsheet would run, then the CSV cell is made safe', () => {
    const m = manifestOf(auction, [lot({ title: '=HYPERLINK("x")' })]);
    expect(m.csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(m.csv.trimEnd().split('\r\n').at(-1)).toBe('Total,1 lots,1.50,3');
  });
});
