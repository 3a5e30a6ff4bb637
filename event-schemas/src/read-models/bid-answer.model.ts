import type { BidReceipt } from '../audit/audit.model.js';
import type { BidAddtimeState, PreBidData } from '../realtime/realtime-events.js';
import type { LotMarketStatus } from './lot-card.model.js';

/**
 * The lot as the bidder sees it right after their own bid or retraction (`bid/confirm`,
 * `bid/cancel`): the very `bidAddtime` payload their own room is pushed, plus, on a sealed lot,
 * their own standing offer (dollars; never anyone else's).
 */
export type BidAnswer = BidAddtimeState & {
  my_offer?: number;
  /** Issue 18: the signed receipt of the bid just recorded (absent when nothing was recorded). */
  receipt?: BidReceipt;
};

/** `makeoffer/addToMakeoffer`: the bid answer with the caller's own offer (null: none standing). */
export type OfferAnswer = Omit<BidAnswer, 'my_offer'> & { my_offer: number | null };

/** `bid/preBidConfirm`. */
export interface PreBidAnswer {
  id: string;
  prebid_data: PreBidData | null;
  revision: number;
  /** Issue 18: the signed receipt of the pre-bid just recorded. */
  receipt?: BidReceipt;
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

/** `credit/recordBidDeposit` (admin): a deposit paid outside the app, recorded on the lot. */
export interface RecordedBidDepositAnswer {
  id: string;
  user_id: string;
  /** The lot's record of the deposit (null: it was recorded before). */
  bid_deposit_id: string | null;
  revision: number;
}

/** `seller/offer/changeOfferStatus`: the lot after an offer was accepted or all were rejected. */
export interface OfferDecisionAnswer {
  id: string;
  market_status: LotMarketStatus;
  /** The winner's user id; null when every offer was rejected. */
  buynowed: string | null;
  /** The price sold at, dollars (0 when unsold). */
  wprice: number;
  revision: number;
}
