import { searchMyOffers } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyNowOffersQuery } from './my-offers.query.js';

/** `makeoffer/search` `{ status?, limit?, page? }`: the caller's make-offers, newest first. */
@CommandController()
export class SearchOffersController {
  constructor(private readonly offers: BuyNowOffersQuery) {}

  @CommandRoute(searchMyOffers)
  async search(@Call() { body, actor }: Call<typeof searchMyOffers>) {
    return success('Offers', await this.offers.mine(actor, body));
  }
}
