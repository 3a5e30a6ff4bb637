import { listSellerLots } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';
import { ManagedReader } from '../managed.reader.js';

/**
 * `seller/product/listings`: a page of the caller's lots (an admin: every lot), maybe of one
 * auction. A filter naming another seller's auction is refused as getSingleAuction refuses it:
 * an empty page would still answer that the id is an auction.
 */
@CommandController('seller', 'admin')
export class ListSellerLotsController {
  constructor(
    private readonly lots: LotListingQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listSellerLots)
  async list(@Call() { body, actor }: Call<typeof listSellerLots>) {
    if (body.auctionid) await this.managed.auction(body.auctionid, actor);
    return success('Lots', await this.lots.managed(actor, body));
  }
}
