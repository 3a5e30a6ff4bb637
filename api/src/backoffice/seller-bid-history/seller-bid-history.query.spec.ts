import type { BidHistoryDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { sellerBidHistoryPage } from './seller-bid-history.query.js';

const row = (rev: number, user: string, cents: number, automatic = false) => ({
  id: `L1-${rev}`,
  bidId: automatic ? null : `b${rev}`,
  user_id: user,
  proposed_amount: cents,
  created_at: '2030-01-01T10:00:00.000Z',
  automatic,
});
const names = new Map([
  ['a', { first_name: 'Ann', last_name: 'Lee' }],
  ['b', { first_name: 'Ben', last_name: 'Ray' }],
]);

describe("A seller's bid history of their lot", () => {
  // Ben's bid at revision 3 was retracted; the rows of v1 documents carry no kind.
  const doc: BidHistoryDoc = {
    id: 'L1',
    rows: [row(2, 'a', 100_00), row(4, 'a', 120_00, true)],
    ledger: [
      { ...row(2, 'a', 100_00), retracted: false },
      { ...row(3, 'b', 110_00), retracted: true },
      { ...row(4, 'a', 120_00, true), retracted: false },
    ],
  };

  it('merges the retracted bid back in its place, flagged, numbered from the first bid', () => {
    const { records, total } = sellerBidHistoryPage(doc, names, { limit: 10, page: 1 });
    expect(total).toBe(3);
    expect(
      records.map((r) => [r.bid_number, r.first_name, r.proposed_amount, r.retracted]),
    ).toEqual([
      [3, 'Ann', 120, false],
      [2, 'Ben', 110, true],
      [1, 'Ann', 100, false],
    ]);
  });

  it('names the kind of a row stored without one from its automatic flag', () => {
    const { records } = sellerBidHistoryPage(doc, names, { limit: 10, page: 1 });
    expect(records.map((r) => r.kind)).toEqual(['automatic', 'bid', 'bid']);
  });

  it('shows every bidder in full, never masked', () => {
    const { records } = sellerBidHistoryPage(doc, names, { limit: 1, page: 2 });
    expect(records).toMatchObject([{ first_name: 'Ben', last_name: 'Ray', user_id: 'b' }]);
  });

  it('pages from the newest: page 2 of 2-a-page holds the first bid', () => {
    const { records } = sellerBidHistoryPage(doc, names, { limit: 2, page: 2 });
    expect(records.map((r) => r.bid_number)).toEqual([1]);
  });

  it('is empty for a lot nobody bid on', () => {
    expect(sellerBidHistoryPage(undefined, names, { limit: 10, page: 1 })).toEqual({
      records: [],
      total: 0,
    });
  });
});
