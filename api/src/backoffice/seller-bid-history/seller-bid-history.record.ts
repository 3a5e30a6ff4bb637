import type { SellerBidHistoryRecord } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import type { LedgerLine } from '../lot-ledger/lot-ledger.query.js';

/** A bid as the lot's manager reads it: the bidder in full, never masked; retracted ones flagged. */
export const sellerBidHistoryRecord = ({
  row: r,
  bid_number,
  retracted,
  bidder,
}: LedgerLine): SellerBidHistoryRecord => ({
  id: r.id,
  bid_number,
  user_id: r.user_id,
  first_name: bidder?.first_name ?? 'Bidder',
  last_name: bidder?.last_name ?? '',
  proposed_amount: centsToDollars(r.proposed_amount),
  kind: r.kind ?? (r.automatic ? 'automatic' : 'bid'),
  created_at: r.created_at,
  retracted,
});
