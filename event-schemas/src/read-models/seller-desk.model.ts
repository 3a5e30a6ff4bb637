import type { RecordAnswer, RecordsAnswer, SavedIdAnswer } from './answer.model.js';
import type { AuctionRecord } from './auction-record.model.js';
import type { ListResponse } from './list.model.js';
import type { LotSearchRecord } from './lot-record.model.js';

/**
 * A lot as its seller (or an admin) sees it in the back office: the searched record with what
 * only the lot's manager may read, its reserve and its listing status.
 */
/** Whether a lot, an auction or a template is listed: shown, held back, or removed. */
export type ListingStatus = 'active' | 'inactive' | 'removed';

export interface SellerLotRecord extends LotSearchRecord {
  status: ListingStatus;
  sellerId: string;
  /** Dollars; null when the lot has no reserve. */
  rprice: number | null;
  /** The make-offer floor (dollars), for its manager only. */
  offer_minimum?: number | null;
}

/** `seller/product/listings`: the page plus how many of the caller's lots are open now. */
export interface SellerLotList extends ListResponse<SellerLotRecord> {
  activelots: number;
}

/** An auction in the back office: the public record and whose it is. */
export interface SellerAuctionRecord extends AuctionRecord {
  sellerId: string;
}

/** `seller/auction/listings`: a page of the auctions the caller manages. */
export type SellerAuctionList = ListResponse<SellerAuctionRecord>;

/** `seller/auction/getMainDashboardDataMore` -> `{ mainDashboardData }`. */
export interface SellerDashboardData {
  lotCount: number;
  auctionCount: number;
  buynowCount: number;
}

/** `seller/auction/getMainDashboardDataMore`. */
export interface SellerDashboardAnswer {
  mainDashboardData: SellerDashboardData;
}

/** `seller/product/getSingleProject`: one of the caller's lots. */
export type SellerLotAnswer = RecordAnswer<SellerLotRecord>;

/** `seller/product/projectAction`: the saved lot's id, at its stream's revision. */
export interface LotSavedAnswer extends SavedIdAnswer {
  revision: number;
}

/** `seller/auction/getSingleAuction`: one of the caller's auctions. */
export type SellerAuctionAnswer = RecordAnswer<SellerAuctionRecord>;

/** `seller/auction/getAllProjectsAssociated`: every lot of one auction. */
export type AuctionLotsAnswer = RecordsAnswer<SellerLotRecord>;

/** `seller/auction/auctionAction`: the saved auction's id. */
export type AuctionSavedAnswer = SavedIdAnswer;

/** The seller's lot list tabs (`/seller/lots/:action`). */
export const sellerLotFilters = ['all', 'open', 'closed', 'sold', 'unsold', 'inactive'] as const;
export type SellerLotFilter = (typeof sellerLotFilters)[number];

/** The seller's auction list tabs (`/seller/auctions/:action`). */
export const sellerAuctionFilters = ['all', 'open', 'closed', 'inactive'] as const;
export type SellerAuctionFilter = (typeof sellerAuctionFilters)[number];

/** `seller/auction/changeStatus`, `seller/template/auction/changeStatus`: the status now. */
export interface ListingStatusAnswer {
  id: string;
  status: ListingStatus;
}

/** `seller/product/changeStatus`: the lot's status now, at its stream's revision. */
export interface LotStatusAnswer extends ListingStatusAnswer {
  revision: number;
}

/** `seller/product/bulkProjectAction`: the lots changed (each once) and their status now. */
export interface LotsStatusAnswer {
  project_id: string[];
  status: ListingStatus;
}

/** `seller/auction/addtoAuction`: the auction and the lots it now lists. */
export interface LotsAddedToAuctionAnswer {
  id: string;
  project_id: string[];
}
