import type { SellerDashboardData } from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';

/**
 * The dashboard's counts over what the caller manages: lots and auctions still listed (not
 * removed), and buy-now lots that are open with units left to sell.
 */
export function dashboardCounts(
  lots: readonly LotCardDoc[],
  auctions: readonly AuctionCardDoc[],
): SellerDashboardData {
  const listed = lots.filter((l) => l.status !== 'removed');
  return {
    lotCount: listed.length,
    auctionCount: auctions.filter((a) => a.status !== 'removed').length,
    buynowCount: listed.filter(
      (l) =>
        l.buynow === 1 && l.status === 'active' && l.market_status === 'open' && l.sold < l.qty,
    ).length,
  };
}
