import { Controller } from '@nestjs/common';
import { searchMyOffers, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BuyNowOffersQuery } from './my-offers.query.js';

/** `makeoffer/search` `{ status?, limit?, page? }`: the caller's make-offers, newest first. */
@Controller()
export class SearchOffersController {
  constructor(private readonly offers: BuyNowOffersQuery) {}

  @CommandRoute(searchMyOffers)
  async search(
    @ValidBody() body: RequestOf<typeof searchMyOffers>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof searchMyOffers>> {
    return success('Offers', await this.offers.mine(actor, body));
  }
}
