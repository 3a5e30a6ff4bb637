import type { SellerAuctionRecord } from '@facet/event-schemas';
import type { AuctionCardDoc } from '@facet/projections';

/** An auction as its manager sees it: the card and how many lots it holds. */
export const toSellerAuctionRecord = ({
  $rev: _r,
  lotIds,
  ...a
}: AuctionCardDoc): SellerAuctionRecord => ({ ...a, lot_count: lotIds.length });
