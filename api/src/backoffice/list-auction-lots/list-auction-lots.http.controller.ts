import { listAuctionLots } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/auction/lots` `{ auctionid, ... }`: a page of the lots of an auction the caller manages. */
@CommandController('seller', 'admin')
export class ListAuctionLotsController {
  constructor(
    private readonly lots: LotListingQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listAuctionLots)
  async list(@Call() { body: { auctionid, ...listing }, actor }: Call<typeof listAuctionLots>) {
    const auction = await this.managed.auction(auctionid, actor);
    return success('Lots', await this.lots.ofAuction(auction, listing, actor));
  }
}
