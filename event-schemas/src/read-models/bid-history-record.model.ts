/**
 * A row of `product/bidhistory`, newest first: other bidders' names masked, their ids withheld,
 * amounts (dollars) only for signed-in callers.
 */
export interface BidHistoryRecord {
  id: string;
  /** The bid's place in the lot's history (1 = first bid): what the ID column shows. */
  bid_number: number;
  /** The caller's own id on their own rows; null on everyone else's. */
  user_id: string | null;
  first_name: string;
  last_name: string;
  proposed_amount: number | null;
  created_at: string;
}
