import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { patchLot, patchLotQueryData } from './lot-cache-patch';
import { bidPushToPatch, closedPushToPatch } from './push-to-patch';

describe('Cache patch shared by mutations and pushes', () => {
  it('applies a newer revision', () => {
    const r = patchLot(aLot({ revision: 5 }), {
      id: 'lot-1',
      revision: 6,
      fields: { wprice: 630, next_bid: 640 },
    });
    expect(r.data).toMatchObject({ wprice: 630, next_bid: 640, revision: 6 });
    expect(r.gap).toBe(false);
  });
  it('ignores a push older than the cache', () => {
    const lot = aLot({ revision: 7 });
    expect(patchLot(lot, { id: 'lot-1', revision: 6, fields: { wprice: 1 } }).data).toBe(lot);
  });
  it('merges an equal revision (the user-room copy adds the label)', () =>
    expect(
      patchLot(aLot({ revision: 6 }), {
        id: 'lot-1',
        revision: 6,
        fields: { bidtopstatus: 'outbid' },
      }).data.bidtopstatus,
    ).toBe('outbid'));
  it('reports a gap when revisions were skipped', () =>
    expect(patchLot(aLot({ revision: 5 }), { id: 'lot-1', revision: 8, fields: {} }).gap).toBe(
      true,
    ));
  it('leaves other lots of a list untouched and keeps identity when nothing matched', () => {
    const list = { records: [aLot({ id: 'a' }), aLot({ id: 'b' })], totalRecords: 2 };
    const patched = patchLotQueryData(list, { id: 'b', revision: 6, fields: { wprice: 700 } });
    expect(patched.data.records[0]).toBe(list.records[0]);
    expect(patched.data.records[1]?.wprice).toBe(700);
    expect(patchLotQueryData(list, { id: 'z', fields: { wprice: 1 } }).data).toBe(list);
  });
  it('does not erase fields a push leaves out', () =>
    expect(
      patchLot(
        aLot({ bidtopstatus: 'winner' }),
        bidPushToPatch({
          status: 'success',
          id: 'lot-1',
          wprice: 650,
          next_bid: 660,
          bid_count: 3,
          date_closed: '2026-03-10T13:00:00.000Z',
          revision: 6,
        })!,
      ).data.bidtopstatus,
    ).toBe('winner'));
  it("takes a reverse lot's rank from the bidder's own push, and keeps it when a push has none", () => {
    const push = {
      status: 'success' as const,
      id: 'lot-1',
      wprice: 250,
      next_bid: 240,
      bid_count: 2,
      date_closed: '2026-03-10T13:00:00.000Z',
      revision: 6,
    };
    const ranked = patchLot(aLot({ rank: 1 }), bidPushToPatch({ ...push, rank: 2 })!).data;
    expect(ranked.rank).toBe(2);
    expect(patchLot(ranked, bidPushToPatch({ ...push, revision: 7 })!).data.rank).toBe(2);
  });
  it("patches only the lot's public state from a failed bid push (no label)", () => {
    const failed = {
      status: 'failed',
      id: 'lot-1',
      wprice: 620,
      next_bid: 630,
      bid_count: 4,
      date_closed: '2026-03-10T13:00:00.000Z',
      revision: 9,
      error: 'Min bid $630.00',
      code: 'bid.below-minimum',
      params: { amount: 630_00 },
      commandId: null,
    } as const;
    const lot = patchLot(
      aLot({ revision: 8, bidtopstatus: 'winner' }),
      bidPushToPatch(failed),
    ).data;
    expect(lot).toMatchObject({ wprice: 620, next_bid: 630, bid_count: 4, revision: 9 });
    expect(lot.bidtopstatus).toBe('winner');
  });
  /** `realclosedupdates` as lot-1 closes sold at $900 to u-1, who reads 'won'. */
  const soldToU1 = {
    id: 'lot-1',
    market_status: 'sold',
    wprice: 900,
    buynowed: 'u-1',
    revision: 9,
    bidtopstatus: 'won',
  } as const;
  it('marks the lot sold from realclosedupdates', () =>
    expect(patchLot(aLot(), closedPushToPatch(soldToU1)).data).toMatchObject({
      market_status: 'sold',
      wprice: 900,
      bidtopstatus: 'won',
    }));
  it("gives the winner the 'View invoice' link's invoice at the close (issue 27 item 3)", () =>
    expect(
      patchLot(aLot(), closedPushToPatch({ ...soldToU1, common_invoice: 'INV-lot-1-1' })).data,
    ).toMatchObject({ common_invoice: 'INV-lot-1-1', bidtopstatus: 'won' }));
  it("shows a sealed bidder 'Pending' when the offer window ends (issue 27 item 3)", () =>
    expect(
      patchLot(
        aLot({ auctiontype: 'sealed' }),
        closedPushToPatch({
          id: 'lot-1',
          market_status: 'pending',
          wprice: 0,
          buynowed: null,
          revision: 9,
          bidtopstatus: 'pending',
        }),
      ).data,
    ).toMatchObject({ market_status: 'pending', bidtopstatus: 'pending' }));
});
