import { listSellerAuctions } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerAuctionsQuery } from './seller-auctions.query.js';

/** `seller/auction/listings`: a page of the auctions the caller manages (an admin: all). */
@CommandController('seller', 'admin')
export class ListSellerAuctionsController {
  constructor(private readonly auctions: SellerAuctionsQuery) {}

  @CommandRoute(listSellerAuctions)
  async list(@Call() { body, actor }: Call<typeof listSellerAuctions>) {
    return success('Auctions', await this.auctions.list(actor, body));
  }
}
