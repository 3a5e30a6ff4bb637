import {
  listSellerOffers,
  type SealedOfferStatus,
  sealedOfferStatuses,
} from '@facet/event-schemas';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyNowOffersQuery } from '../../offers/search-offers/my-offers.query.js';
import { SellerOffersQuery } from './seller-offers.query.js';

/**
 * `seller/offer/adminoffers` `{ kind?, status?, lot_id?, limit?, page? }`: the offers on the
 * caller's own sealed lots (an admin: everyone's), to award one or decline them all; with
 * `kind: buynow` the make-offers on their buy-now items, to accept, refuse or counter.
 */
@CommandController('seller', 'admin')
export class SellerOffersController {
  constructor(
    private readonly offers: SellerOffersQuery,
    private readonly makeOffers: BuyNowOffersQuery,
  ) {}

  @CommandRoute(listSellerOffers)
  async adminOffers(@Call() { body, actor }: Call<typeof listSellerOffers>) {
    if (body.kind === 'buynow')
      return success('Offers', await this.makeOffers.received(actor, body));
    const { status } = body;
    // A make-offer status names no sealed offer: an empty list, as any unmatched filter.
    const sealed = (sealedOfferStatuses as readonly string[]).includes(status) ? status : null;
    if (status !== 'all' && !sealed)
      return success('Offers', listResponse({ records: [], totalRecords: 0 }));
    return success(
      'Offers',
      await this.offers.list(actor, {
        ...body,
        status: (sealed ?? 'all') as SealedOfferStatus | 'all',
      }),
    );
  }
}
