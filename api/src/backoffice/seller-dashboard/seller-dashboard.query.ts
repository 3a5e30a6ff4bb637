import { Injectable } from '@nestjs/common';
import type { SellerDashboardData } from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { managedBy } from '../seller-scope.rules.js';

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

/** `seller/auction/getMainDashboardDataMore`: the counts over what the caller manages. */
@Injectable()
export class SellerDashboardQuery {
  constructor(private readonly readModels: ReadModelReader) {}

  async counts(actor: Actor): Promise<SellerDashboardData> {
    const mine = managedBy(actor);
    const [lots, auctions] = await Promise.all([
      this.readModels.lots(),
      this.readModels.auctions(),
    ]);
    return dashboardCounts(lots.filter(mine), auctions.filter(mine));
  }
}
