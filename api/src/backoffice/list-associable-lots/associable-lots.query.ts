import { Inject, Injectable } from '@nestjs/common';
import type { SellerLotRecord } from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { sellerLotRecords } from '../lot-listing/seller-lot-record.mapper.js';
import { managedBy } from '../seller-scope.rules.js';

/**
 * `getAllProjectsAssociated`: the lots a caller may attach to `auction` — their own lots that no
 * auction holds yet, plus those already in this one (so the form can show them ticked). A removed
 * lot is never offered: its seller took it down.
 */
export function associableLots(
  lots: readonly LotCardDoc[],
  auctions: readonly AuctionCardDoc[],
  auction: AuctionCardDoc,
): LotCardDoc[] {
  const inThis = new Set(auction.lotIds);
  const elsewhere = new Set(auctions.filter((a) => a.id !== auction.id).flatMap((a) => a.lotIds));
  return lots.filter((l) => {
    if (l.status === 'removed') return false;
    if (l.auctionid === auction.id || inThis.has(l.id)) return true;
    return (l.auctionid === null || l.auctionid === '') && !elsewhere.has(l.id);
  });
}

/** `seller/auction/getAllProjectsAssociated`: the lots `auction` may take, as `actor` sees them. */
@Injectable()
export class AssociableLotsQuery {
  constructor(
    private readonly readModels: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async records(auction: AuctionCardDoc, actor: Actor): Promise<SellerLotRecord[]> {
    // A seller attaches only their own lots, even when an admin's auction is open to them.
    const owner = { id: auction.sellerId, role: 'seller' as const };
    const [lots, auctions] = await Promise.all([
      this.readModels.lots(),
      this.readModels.auctions(),
    ]);
    const pool = associableLots(lots.filter(managedBy(owner)), auctions, auction);
    return sellerLotRecords(this.readModels, pool, actor.id, this.clock.now());
  }
}
