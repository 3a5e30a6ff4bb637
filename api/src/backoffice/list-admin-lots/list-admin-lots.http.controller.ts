import { listAdminLots } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';

/**
 * `admin/product/listings`: the seller list's tabs, search, sort and paging over every seller's
 * lots, narrowed to one seller by `sellerid`, each row naming its seller.
 */
@CommandController('admin')
export class ListAdminLotsController {
  constructor(private readonly lots: LotListingQuery) {}

  @CommandRoute(listAdminLots)
  async list(@Call() { body: { sellerid, ...listing }, actor }: Call<typeof listAdminLots>) {
    return success('Lots', await this.lots.ofSellers(sellerid, listing, actor));
  }
}
