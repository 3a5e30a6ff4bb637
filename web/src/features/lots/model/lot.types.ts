export type MarketStatus = 'open' | 'sold' | 'closed' | 'unsold' | string;
export type BidTopStatus = 'winner' | 'outbid' | 'won' | 'lost' | string;

export interface Attachment {
  file_name: string;
  type: number;
}

/** The lot record of `product/search` (spec 3); prices are dollars and absent for visitors. */
export interface Lot {
  id: string;
  title: string;
  auctionlot_title?: string | null;
  auction_lot?: string | number | null;
  desc_proc?: string | null;
  avatar?: string | null;
  allattachmentlist?: Attachment[];
  weight?: number | null;
  total_stones?: number | null;
  average_size?: number | string | null;
  market_status: MarketStatus;
  auctiontype?: 'standard' | 'reverse' | 'sealed' | string;
  /** Rough is priced per carat (weight x price), jewellery per item. */
  pricing?: 'per_carat' | 'per_item';
  custom_auctionlot_offer?: number | boolean | null;
  auction?: number;
  buynow?: number;
  bprice?: number | null;
  qty?: number;
  sold?: number;
  wprice?: number | null;
  rprice?: number | null;
  reserve_met?: boolean | null;
  sprice?: number | null;
  next_bid?: number | null;
  cbidtext?: string | null;
  bid_or_not?: number | boolean | null;
  bidtopstatus?: BidTopStatus | null;
  bid_count?: number;
  date_added: string;
  date_closed: string;
  watchlistid?: string | number | null;
  buynowed?: string | null;
  deposit?: number;
  deposit_amount?: number | null;
  bid_deposit_id?: string | number | null;
  prebid_data?: { proposed_amount?: number; proposal?: string } | null;
  proxy_bid_details?: { maxamount?: number; user_id?: string } | null;
  bidhistory?: { user_id?: string }[] | number | null;
  auctionid?: string | null;
  common_invoice?: string | null;
  revision?: number;
  /** The caller's own sealed offer (sent to its bidder only). */
  my_offer?: number | null;
}

export interface ListResult<T> {
  records: T[];
  totalRecords: number;
  setDisp?: string;
}

export interface Auction {
  id: string;
  title: string;
  description?: string | null;
  avatar?: string | null;
  date_added: string;
  date_closed: string;
  market_status?: MarketStatus;
  auctiontype?: string;
}

export interface BidHistoryRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  proposed_amount: number;
  created_at: string;
  /** The bid's place in the lot's history (1 = first bid): the ID column. */
  bid_number: number;
}
