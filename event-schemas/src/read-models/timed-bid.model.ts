import type { TimedBidKind } from '../timed-bids/timed-bid.events.js';
import type { ListResponse } from './list.model.js';

export type TimedBidStatus = 'pending' | 'placed' | 'failed' | 'cancelled';

/** One timed bid as its owner (and the lot's manager) sees it. Money in dollars. */
export interface TimedBidRecord {
  id: string;
  lot_id: string;
  user_id: string;
  kind: TimedBidKind;
  /** The bid, or the maximum on a proxy lot. */
  amount: number;
  /** When the server places it (absolute UTC; a soft close does not move it). */
  bid_time: string;
  status: TimedBidStatus;
  /** Why it failed or was cancelled: a stable code (`ttwbid.outbid`, `bid.deposit-required`...). */
  reason: string | null;
  /** The English sentence the owner was mailed. */
  message: string | null;
  /** The lot's bid the server placed, the price it left and whether the owner then led. */
  bid_id: string | null;
  wprice_after: number | null;
  leading: boolean | null;
  created_at: string;
  updated_at: string;
}

/** `product/ttw_dashboard`, `product/ttwbidhistory`: the buyer's timed bids, newest first. */
export type TimedBidList = ListResponse<TimedBidRecord>;

/** A timed bid as the back office lists it: the bidder named. */
export interface TimedBidLedgerRecord extends TimedBidRecord {
  first_name: string;
  last_name: string;
}

/** `ttwbid/confirm`, `ttwbid/future_proxy`, `ttwbid/update`, `ttwbid/delete`: the timed bid now. */
export interface TimedBidAnswer {
  timed_bid: TimedBidRecord;
}
