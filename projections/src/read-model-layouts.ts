import { bidHistoryLayout } from './bid-history/bid-history.projection.js';
import { sellerInvoiceIndexLayout } from './invoices/seller-invoice-index.projection.js';
import { sellerLotIndexLayout } from './lot-card/seller-lot-index.projection.js';
import { myBidsLayout } from './my-bids/my-bids.projection.js';
import type { Layouts } from './store/grouped/grouped-layout.js';

/** Read models stored as groups of entries, by projection name (every version). */
export const marketplaceLayouts: Layouts = {
  'my-bids': myBidsLayout,
  'bid-history': bidHistoryLayout,
  'seller-invoice-index': sellerInvoiceIndexLayout,
  'seller-lot-index': sellerLotIndexLayout,
};
