import type { BidLedgerRecord } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import type { LedgerLine } from '../lot-ledger/lot-ledger.query.js';

/** A bid as the ledger lists it: the bid id a retraction names, bidders named in full. */
export const bidLedgerRecord = ({
  row: r,
  bid_number,
  retracted,
  bidder,
}: LedgerLine): BidLedgerRecord => ({
  id: r.id,
  bid_number,
  bid_id: r.bidId,
  user_id: r.user_id,
  first_name: bidder?.first_name ?? '',
  last_name: bidder?.last_name ?? '',
  proposed_amount: centsToDollars(r.proposed_amount),
  automatic: r.automatic,
  retracted,
  created_at: r.created_at,
});
