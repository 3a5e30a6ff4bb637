import type { AuctionCardDoc } from '@facet/projections';
import { servedHtml } from '../shared/html/served-html.js';

/** An auction as served: a description stored before it was sanitised on saving is cleaned. */
export function servedAuction<T extends AuctionCardDoc | undefined>(auction: T): T {
  if (!auction?.description) return auction;
  const description = servedHtml(auction.description);
  return description === auction.description ? auction : { ...auction, description };
}
