import type { KimberleyProcess } from '../lots/kimberley-process.js';

/** How a lot is described, the same in the stored card and the search record. */
export interface LotDescription {
  id: string;
  title: string;
  auctionlot_title: string;
  auction_lot: string;
  desc_proc: string;
  avatar: string | null;
  /** The lot's gallery (spec 3): type 1 = image. */
  allattachmentlist: {
    file_name: string;
    type: number;
    filename?: string;
    title?: string;
    description?: string;
  }[];
  /** Values of the admin's dynamic lot fields by field id; absent on lots saved before them. */
  custom_fields?: Record<string, string>;
  /** A rough lot's Kimberley Process papers, shown to buyers; absent when none were given. */
  kimberley_process?: KimberleyProcess;
  /**
   * When the lot's KP certificate was received: the time of the event that first recorded this
   * certificate number (issue 30, the admin's KP report); absent without a certificate.
   */
  kp_received_at?: string;
  auctiontype: 'standard' | 'reverse' | 'sealed';
  pricing: 'per_carat' | 'per_item';
  auction: 0 | 1;
  buynow: 0 | 1;
  weight: number;
  total_stones: number;
  average_size: number | null;
  qty: number;
  sold: number;
}

/**
 * What anyone may see of a lot (spec section 3), money in cents and weight in points as stored.
 * Never holds a reserve, a bidder's maximum, a leader's identity or an open sealed offer amount;
 * `reserve_met` is the only thing it says about the reserve.
 */
export interface LotCard extends LotDescription {
  sprice: number;
  /** 0 = no buy-now price. */
  bprice: number;
  /** A buy-now item that takes make-offers (absent on cards folded before make-offers). */
  accept_offers?: 0 | 1;
  wprice: number;
  next_bid: number;
  bid_count: number;
  reserve_met: boolean;
  has_reserve: boolean;
  deposit: 0 | 1;
  deposit_amount: number;
  featured: 0 | 1;
  categoryTypeId: string | null;
  conditionTypeId: string | null;
  location_id: string | null;
  auctionid: string | null;
  sellerId: string;
  status: 'active' | 'inactive' | 'removed';
  market_status: LotMarketStatus;
  date_added: string;
  date_closed: string;
  /** Winner or buyer id once sold (spec `buynowed`); public once the lot is closed. */
  buynowed: string | null;
  buynowamount: number | null;
  /** When the lot was sold (its `LotSold`); absent on unsold lots and cards folded before it. */
  sold_at?: string;
  common_invoice: string | null;
  /** Stream revision of the lot this card reflects. */
  revision: number;
}

export type LotMarketStatus = 'open' | 'closed' | 'sold' | 'unsold' | 'pending';

export interface AuctionCard {
  id: string;
  title: string;
  description: string;
  avatar: string | null;
  date_added: string;
  date_closed: string;
  market_status: 'open' | 'closed';
  status: 'active' | 'inactive' | 'removed';
  lotIds: string[];
  /** Whose auction it is: the back office scopes a seller to their own. */
  sellerId: string;
  /** Values of the admin's dynamic auction fields by field id; absent on auctions saved before them. */
  custom_fields?: Record<string, string>;
  /** Issue 30: the seller's approval window on its sealed lots, minutes; absent, none. */
  approval_window_minutes?: number;
  revision: number;
}

export interface BidHistoryRow {
  id: string;
  user_id: string;
  proposed_amount: number;
  created_at: string;
  automatic: boolean;
  /** Which bid wrote the row (absent on rows stored before it was recorded). */
  kind?: BidRowKind;
}

export type BidRowKind = 'proxy' | 'hard' | 'reverse' | 'automatic';

/** A bidder's own involvement in one lot; only its owner is ever served it. */
export interface MyBidEntry {
  lotId: string;
  kind: 'bid' | 'sealed' | 'prebid';
  /** The user's last bid row amount (their own sealed offer shows only to them). */
  last_amount: number;
  bid_at: string;
  /** The lot stream's revision of this entry's last event. */
  revision: number;
}

export type BuyerLabel =
  | 'Winning'
  | 'Outbid'
  | 'Winning, Reserve not met'
  | 'Outbid, Reserve not met'
  | 'Won'
  | 'Lost'
  | 'Pending'
  | 'Awaiting seller approval';

export interface UserName {
  id: string;
  first_name: string;
  last_name: string;
}

export interface ConfigurationBundle {
  allBidIncrements: {
    id: string;
    from_amount: number;
    to_amount: number | null;
    increment: number;
  }[];
  bidIncrementDefault: number;
  variables: Record<string, string>;
  features: Record<string, boolean>;
  languages: {
    code: string;
    name: string;
    dir: 'ltr' | 'rtl';
    /** Offered in the language selector (an admin's row with active 0 hides it). */
    active: boolean;
    default?: boolean;
    fallback?: boolean;
  }[];
  /**
   * The admin-managed tables of spec 3 by table name (banners, faq, categories, ...), each row
   * with its `id`; rows with active 2 are left out.
   */
  tableValues: Record<string, SiteTableRow[]>;
  /** An admin's translation overrides: language -> `namespace:key` -> text. */
  phrases: Record<string, Record<string, string>>;
}

/** One row of a configuration table: its id, then its columns (text or whole numbers). */
export type SiteTableRow = { id: string } & Record<string, string | number>;

/** `common/getDefault`: the bundle with its amounts in dollars. */
export type ConfigurationAnswer = ConfigurationBundle;
