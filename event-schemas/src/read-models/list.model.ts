import type { LotDescription } from './lot-card.model.js';

/** Every list the api returns: `{ records, totalRecords, setDisp }` ('Showing x of y'). */
export interface ListResponse<T> {
  records: T[];
  totalRecords: number;
  setDisp: string;
}

/** A lot as `product/search` returns it: amounts in dollars, prices null for visitors. */
export interface LotSearchRecord extends LotDescription {
  sprice: number | null;
  bprice: number | null;
  wprice: number | null;
  next_bid: number | null;
  current_bid: number | null;
  cbidtext: string;
  bid_count: number;
  reserve_met: boolean;
  deposit: 0 | 1;
  deposit_amount: number | null;
  featured: 0 | 1;
  categoryTypeId: string | null;
  conditionTypeId: string | null;
  location_id: string | null;
  auctionid: string | null;
  market_status: string;
  date_added: string;
  date_closed: string;
  future_active: 0 | 1;
  past_inactive: 0 | 1;
  buynowed: string | null;
  buynowamount: number | null;
  common_invoice: string | null;
  revision: number;
  /** Signed-in callers only: their own label ('winner' | 'outbid' | 'won' | 'lost' | 'pending'). */
  bidtopstatus?: string | null;
  /** Signed-in callers only: 1 when on their watchlist. */
  watchlistid?: 0 | 1;
  /** The caller's own paid deposit on a lot that asks for one (null: not paid). */
  bid_deposit_id?: string | null;
  /** Signed-in callers only, sealed lots: the caller's own standing offer (never another's). */
  my_offer?: number | null;
}
