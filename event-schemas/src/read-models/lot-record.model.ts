import type { BuyerLabel, LotDescription, LotMarketStatus, MyBidEntry } from './lot-card.model.js';

/** The caller's own standing in a lot, as served to them only. */
/** 'awaiting_approval' (issue 30): a tender's provisional winner awaits the seller's decision. */
export type TopStatus = 'winner' | 'outbid' | 'won' | 'lost' | 'pending' | 'awaiting_approval';

/**
 * A lot as `product/search` and `auction/auctionWatchList` serve it: amounts in dollars, weight in
 * carats, prices null for visitors.
 */
export interface LotSearchRecord extends LotDescription {
  sprice: number | null;
  bprice: number | null;
  /** 1: a buy-now item whose seller takes make-offers (`makeoffer/addToMakeoffer`). */
  accept_offers?: 0 | 1;
  wprice: number | null;
  next_bid: number | null;
  current_bid: number | null;
  cbidtext: 'Sold Price' | 'Current Price';
  bid_count: number;
  reserve_met: boolean;
  deposit: 0 | 1;
  deposit_amount: number | null;
  featured: 0 | 1;
  categoryTypeId: string | null;
  conditionTypeId: string | null;
  location_id: string | null;
  auctionid: string | null;
  market_status: LotMarketStatus;
  date_added: string;
  date_closed: string;
  future_active: 0 | 1;
  past_inactive: 0 | 1;
  /** The buyer of a closed lot, named only to that buyer (and the lot's seller): null to anyone else. */
  buynowed: string | null;
  buynowamount: number | null;
  common_invoice: string | null;
  revision: number;
  /** Units in buyers' carts right now (buy-now holds): what a buyer may take is qty - sold - held. */
  held?: number;
  /** Signed-in callers only: their own label (null: no stake in the lot). */
  bidtopstatus?: TopStatus | null;
  /** Signed-in bidders only, open reverse lots: the caller's own rank, 1 = best (never another's). */
  rank?: number | null;
  /** Signed-in callers only, sealed lots: the caller's own standing offer (never another's). */
  my_offer?: number | null;
  /** Signed-in callers only: 1 when on their watchlist. */
  watchlistid?: 0 | 1;
  /** The caller's own paid deposit on a lot that asks for one (null: not paid). */
  bid_deposit_id?: string | null;
}

/** A row of `auction/myBids`: the lot as searched plus the caller's own involvement. */
export interface MyBidRecord extends LotSearchRecord {
  bid_status: BuyerLabel | null;
  kind: MyBidEntry['kind'];
  /** The caller's own last amount, dollars (their sealed offer shows only to them). */
  my_amount: number;
  bid_at: string;
}
