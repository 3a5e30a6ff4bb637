/** What the buyer's storefront reads answer besides its lists (`product/*`, `common/*`). */

/** `product/dashboard`: open lots, open auctions and lots to buy now, with the server's time. */
export interface MarketplaceDashboard {
  lot_count: number;
  auction_count: number;
  buynow_count: number;
  serverTime: string;
}

/** One choice of the sort-by select (`orderby` is what `product/search` is asked). */
export interface LotSort {
  id: number;
  label: string;
  orderby: string;
}

/** `product/activeSorts`: the same choices under both names the old client read. */
export interface LotSortsAnswer {
  records: readonly LotSort[];
  sorts: readonly LotSort[];
}

/** `product/totalAuctionswon`, `product/totalAuctionsPlaced`. */
export interface CountAnswer {
  count: number;
  totalRecords: number;
}

/** `common/readModelLag`: commit-to-read-model lag (ms) of the embedded runner; null without one. */
export type ReadModelLagAnswer = { p50: number; p99: number; max: number; events: number } | null;
