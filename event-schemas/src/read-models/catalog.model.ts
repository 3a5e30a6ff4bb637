import type { AuctionRecord } from './auction-record.model.js';
import type { ListResponse } from './list.model.js';
import type { LotSearchRecord } from './lot-record.model.js';

/** What the rest of the catalogue's calls answer: the auction watchlist, manifests, price trends. */

/** A watched auction: the auction as `auction/search` serves it, with whose sale it is (to follow). */
export interface WatchedAuctionRecord extends AuctionRecord {
  seller_id: string;
  watchlisted: 1;
}

/** `auction/auctionWatchList`: `type` says which list the records are (lots unless asked). */
export type WatchlistAnswer =
  | (ListResponse<LotSearchRecord> & { type: 'lots' })
  | (ListResponse<WatchedAuctionRecord> & { type: 'auctions' });

/** `auction/addAuctionWatchList`, `auction/removeAuctionWatchList`. */
export interface AuctionWatchlistToggleAnswer {
  auction_id: string;
  watchlisted: 0 | 1;
  /** The auction's seller: the watchlist offers to follow them (spec: rating 5). */
  seller_id: string;
}

/** One lot of an auction's manifest: what a viewer weighs and counts before bidding. */
export interface ManifestRow {
  id: string;
  auction_lot: string;
  title: string;
  /** Carats (two decimals, from integer points). */
  weight: number;
  total_stones: number;
  /** Carats per stone; null when the seller gave none. */
  average_size: number | null;
  qty: number;
  auctiontype: LotSearchRecord['auctiontype'];
  market_status: LotSearchRecord['market_status'];
}

/** `product/searchManifest`: an auction's lots in lot-number order, their totals and a CSV. */
export interface ManifestAnswer {
  auction: { id: string; title: string; date_closed: string };
  records: ManifestRow[];
  totalRecords: number;
  totals: { lots: number; weight: number; total_stones: number };
  /** The same rows as CSV text, to download or print. */
  csv: string;
  filename: string;
}

/** One period of a price trend: closed lots sold in it and their mean price per carat. */
export interface PriceTrendPoint {
  /** `YYYY-MM`. */
  period: string;
  lots: number;
  carats: number;
  /** Dollars per carat (mean over the period's sold lots, by weight); null when none sold. */
  price_per_carat: number | null;
}

/**
 * `chartmetric/getTrackChartMetric`: the spec's music-chart call, answered in this marketplace as
 * a market-price index (price per carat of sold lots, by month) for a category and size band.
 */
export interface PriceTrendAnswer {
  /** Which adapter answered, e.g. 'closed-lots' (the marketplace's own sales, offline). */
  provider: string;
  /** What the adapter is, in a sentence a user may read. */
  source: string;
  categoryTypeId: string | null;
  size_band: SizeBand;
  points: PriceTrendPoint[];
}

/** Size bands of rough by carats per stone. */
export const SIZE_BANDS = ['all', 'under-1ct', '1-2ct', '2-5ct', '5-10ct', '10ct-plus'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

/** `product/updateChartmetricArtistImage`: a lot's chart data, recomputed now. */
export interface LotChartAnswer extends PriceTrendAnswer {
  id: string;
  refreshed_at: string;
}
