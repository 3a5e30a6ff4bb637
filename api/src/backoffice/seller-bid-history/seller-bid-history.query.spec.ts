import {
  MemoryReadModelStore,
  marketplaceLayouts,
  readModelNamespaces as NS,
} from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { LotLedgerQuery } from '../lot-ledger/lot-ledger.query.js';
import { sellerBidHistoryRecord } from './seller-bid-history.record.js';

const row = (rev: number, user: string, cents: number, automatic = false): object => ({
  id: `L1-${rev}`,
  bidId: automatic ? null : `b${rev}`,
  user_id: user,
  proposed_amount: cents,
  created_at: '2030-01-01T10:00:00.000Z',
  automatic,
  revision: rev,
});

describe("A seller's bid history of their lot", () => {
  // Ben's bid at revision 3 was retracted at revision 5; the rows of v1 documents carry no kind.
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const ready = store.commit([
    {
      ns: NS.history,
      writes: [
        { id: 'L1/r02', doc: row(2, 'a', 100_00) },
        { id: 'L1/r03', doc: row(3, 'b', 110_00) },
        { id: 'L1/r04', doc: row(4, 'a', 120_00, true) },
        { id: 'L1/tb3', doc: { retracted: 'b3', revision: 5 } as object },
      ],
      expected: undefined,
      checkpoint: 'p1',
    },
    {
      ns: NS.names,
      writes: [
        { id: 'a', doc: { id: 'a', first_name: 'Ann', last_name: 'Lee' } as object },
        { id: 'b', doc: { id: 'b', first_name: 'Ben', last_name: 'Ray' } as object },
      ],
      expected: undefined,
      checkpoint: 'p1',
    },
  ]);
  const history = async (lotId: string, page: { limit: number; page: number }) => {
    await ready;
    const { records, totalRecords: total } = await new LotLedgerQuery(store).page(
      lotId,
      page,
      sellerBidHistoryRecord,
    );
    return { records, total };
  };

  it('merges the retracted bid back in its place, flagged, numbered from the first bid', async () => {
    const { records, total } = await history('L1', { limit: 10, page: 1 });
    expect(total).toBe(3);
    expect(
      records.map((r) => [r.bid_number, r.first_name, r.proposed_amount, r.retracted]),
    ).toEqual([
      [3, 'Ann', 120, false],
      [2, 'Ben', 110, true],
      [1, 'Ann', 100, false],
    ]);
  });

  it('names the kind of a row stored without one from its automatic flag', async () => {
    const { records } = await history('L1', { limit: 10, page: 1 });
    expect(records.map((r) => r.kind)).toEqual(['automatic', 'bid', 'bid']);
  });

  it('shows every bidder in full, never masked', async () => {
    const { records } = await history('L1', { limit: 1, page: 2 });
    expect(records).toMatchObject([{ first_name: 'Ben', last_name: 'Ray', user_id: 'b' }]);
  });

  it('pages from the newest: page 2 of 2-a-page holds the first bid', async () => {
    const { records } = await history('L1', { limit: 2, page: 2 });
    expect(records.map((r) => r.bid_number)).toEqual([1]);
  });

  it('is empty for a lot nobody bid on', async () => {
    expect(await history('L2', { limit: 10, page: 1 })).toEqual({
      records: [],
      total: 0,
    });
  });
});
