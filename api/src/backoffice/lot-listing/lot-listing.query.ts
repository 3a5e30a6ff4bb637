import { Inject, Injectable } from '@nestjs/common';
import type { AdminLotList, SellerLotFilter, SellerLotList } from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { managedBy } from '../seller-scope.rules.js';
import { sellerLotRecords } from './seller-lot-record.mapper.js';
import { activeLotCount, listSellerLots, type SellerLotQuery } from './seller-lot.query.js';

/** A lot list's request: its tab (`action`), search, sort and page. */
export type LotListing = Omit<SellerLotQuery, 'filter'> & { action: SellerLotFilter };

/**
 * The back office's lot lists: a pool of lot cards filtered, sorted and paged by the request
 * (`listSellerLots`), the page as its manager sees it, and how many of the pool are open now.
 */
@Injectable()
export class LotListingQuery {
  constructor(
    private readonly readModels: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `seller/product/listings`: the lots the caller manages (an admin: every lot). */
  async managed(actor: Actor, listing: LotListing): Promise<SellerLotList> {
    return this.page((await this.readModels.lots()).filter(managedBy(actor)), listing, actor);
  }

  /** `seller/auction/lots`: the lots named into the auction at creation and those added later. */
  async ofAuction(auction: AuctionCardDoc, listing: LotListing, actor: Actor) {
    const added = new Set(auction.lotIds);
    const lots = (await this.readModels.lots()).filter(
      (c) => c.auctionid === auction.id || added.has(c.id),
    );
    return this.page(lots, { ...listing, auctionid: undefined }, actor);
  }

  /** `admin/product/listings`: every seller's lots, or one seller's, each row naming its seller. */
  async ofSellers(sellerId: string | undefined, listing: LotListing, actor: Actor) {
    const lots = (await this.readModels.lots()).filter((c) => !sellerId || c.sellerId === sellerId);
    const list = await this.page(lots, listing, actor);
    const ids = [...new Set(list.records.map((r) => r.sellerId))];
    const names = new Map(
      (await this.readModels.names(ids)).flatMap((n) =>
        n ? [[n.id, `${n.first_name} ${n.last_name}`.trim()] as const] : [],
      ),
    );
    const records = list.records.map((r) => ({ ...r, seller_name: names.get(r.sellerId) ?? '' }));
    return { ...list, records } satisfies AdminLotList;
  }

  private async page(pool: LotCardDoc[], { action, ...listing }: LotListing, actor: Actor) {
    const { page, total } = listSellerLots(pool, { filter: action, ...listing });
    const records = await sellerLotRecords(this.readModels, page, actor.id, this.clock.now());
    const list = listResponse({ records, totalRecords: total });
    return { ...list, activelots: activeLotCount(pool) } satisfies SellerLotList;
  }
}
