import { Controller } from '@nestjs/common';
import { listAuctionLots, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/auction/lots` `{ auctionid, ... }`: a page of the lots of an auction the caller manages. */
@Controller()
@Roles('seller', 'admin')
export class ListAuctionLotsController {
  constructor(
    private readonly lots: LotListingQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listAuctionLots)
  async list(
    @ValidBody() { auctionid, ...listing }: RequestOf<typeof listAuctionLots>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listAuctionLots>> {
    const auction = await this.managed.auction(auctionid, actor);
    return success('Lots', await this.lots.ofAuction(auction, listing, actor));
  }
}
