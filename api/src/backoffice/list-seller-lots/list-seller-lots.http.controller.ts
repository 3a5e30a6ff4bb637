import { Controller } from '@nestjs/common';
import { listSellerLots, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';
import { ManagedReader } from '../managed.reader.js';

/**
 * `seller/product/listings`: a page of the caller's lots (an admin: every lot), maybe of one
 * auction. A filter naming another seller's auction is refused as getSingleAuction refuses it:
 * an empty page would still answer that the id is an auction.
 */
@Controller()
@Roles('seller', 'admin')
export class ListSellerLotsController {
  constructor(
    private readonly lots: LotListingQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listSellerLots)
  async list(
    @ValidBody() body: RequestOf<typeof listSellerLots>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSellerLots>> {
    if (body.auctionid) await this.managed.auction(body.auctionid, actor);
    return success('Lots', await this.lots.managed(actor, body));
  }
}
