import { Controller } from '@nestjs/common';
import { listSellerOffers, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerOffersQuery } from './seller-offers.query.js';

/**
 * `seller/offer/adminoffers` `{ status?, lot_id?, limit?, page? }`: the offers on the caller's own
 * sealed lots (an admin: everyone's), to award one or decline them all (`changeOfferStatus`).
 */
@Controller()
@Roles('seller', 'admin')
export class SellerOffersController {
  constructor(private readonly offers: SellerOffersQuery) {}

  @CommandRoute(listSellerOffers)
  async adminOffers(
    @ValidBody() body: RequestOf<typeof listSellerOffers>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSellerOffers>> {
    return success('Offers', await this.offers.list(actor, body));
  }
}
