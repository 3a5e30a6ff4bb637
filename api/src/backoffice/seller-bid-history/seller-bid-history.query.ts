import type { BidHistoryRow, SellerBidHistoryRecord } from '@facet/event-schemas';
import type { BidHistoryDoc, UserNameDoc } from '@facet/projections';
import { centsToDollars } from '../../shared/money/index.js';

type Named = Pick<UserNameDoc, 'first_name' | 'last_name'>;

/**
 * The manager's view of a lot's history: live and retracted rows merged in bid order, numbered
 * from the first bid, served newest first, one page of them.
 */
export function sellerBidHistoryPage(
  doc: BidHistoryDoc | undefined,
  names: ReadonlyMap<string, Named>,
  page: { limit: number; page: number },
): { records: SellerBidHistoryRecord[]; total: number } {
  const all = mergedBidRows(doc);
  const end = Math.max(0, all.length - (page.page - 1) * page.limit);
  const first = Math.max(0, end - page.limit);
  const records = all
    .slice(first, end)
    .reverse()
    .map(({ r, retracted }, i): SellerBidHistoryRecord => {
      const n = names.get(r.user_id);
      return {
        id: r.id,
        bid_number: end - i,
        user_id: r.user_id,
        first_name: n?.first_name ?? 'Bidder',
        last_name: n?.last_name ?? '',
        proposed_amount: centsToDollars(r.proposed_amount),
        kind: r.kind ?? (r.automatic ? 'automatic' : 'bid'),
        created_at: r.created_at,
        retracted,
      };
    });
  return { records, total: all.length };
}

/** Every row of a lot, retracted ones flagged, in the order the bids were placed. */
export function mergedBidRows(
  doc: BidHistoryDoc | undefined,
): { r: BidHistoryRow; retracted: boolean }[] {
  return (doc?.ledger ?? []).map(({ retracted, ...r }) => ({ r, retracted }));
}
