import { Controller } from '@nestjs/common';
import { listSellerAuctions, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerAuctionsQuery } from './seller-auctions.query.js';

/** `seller/auction/listings`: a page of the auctions the caller manages (an admin: all). */
@Controller()
@Roles('seller', 'admin')
export class ListSellerAuctionsController {
  constructor(private readonly auctions: SellerAuctionsQuery) {}

  @CommandRoute(listSellerAuctions)
  async list(
    @ValidBody() body: RequestOf<typeof listSellerAuctions>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSellerAuctions>> {
    return success('Auctions', await this.auctions.list(actor, body));
  }
}
