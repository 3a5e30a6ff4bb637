import type { TopStatus } from './lot-record.model.js';

/**
 * The lot as the bidder sees it right after their own bid or retraction (`bid/confirm`,
 * `bid/cancel`): public figures in dollars plus their own label.
 */
export interface BidAnswer {
  id: string;
  wprice: number;
  next_bid: number;
  bid_count: number;
  /** null on a sealed lot, whose standing nobody learns before the award. */
  bidtopstatus: TopStatus | null;
  date_closed: string;
  revision: number;
}

/** The caller's own pre-bid maximum on a lot that has not started yet (dollars). */
export interface PreBidData {
  proposed_amount: number;
  proposal: string;
}

/** `bid/preBidConfirm`. */
export interface PreBidAnswer {
  id: string;
  prebid_data: PreBidData | null;
  revision: number;
}

/** `user/addWatchlist`, `user/removeWatchlist`. */
export interface WatchlistToggleAnswer {
  project_id: string;
  watchlisted: 0 | 1;
}

/** `credit/addBidDeposit`: the deposit recorded on the lot (null: it was paid before). */
export interface BidDepositAnswer {
  id: string;
  bid_deposit_id: string | null;
  revision: number;
  /** The payment provider's reference, when this request took the money. */
  payment_reference?: string;
  /** true when no money moved (the sandbox gateway). */
  sandbox?: boolean;
}
