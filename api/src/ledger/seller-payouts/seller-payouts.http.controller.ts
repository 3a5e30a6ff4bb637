import { getSellerPayouts, listSellerPayouts } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerPayoutsQuery } from './seller-payouts.query.js';

@CommandController()
export class SellerPayoutsController {
  constructor(private readonly payouts: SellerPayoutsQuery) {}

  /** `seller/payouts/statement`: the seller's own payouts due and paid; an admin names a seller. */
  @Roles('seller', 'admin')
  @CommandRoute(getSellerPayouts)
  async mine(@Call() { body: { user_id, page, limit }, actor }: Call<typeof getSellerPayouts>) {
    const sellerId = actor.role === 'admin' && user_id ? user_id : actor.id;
    return success('Payouts', await this.payouts.of(sellerId, { page, limit }));
  }

  /** `admin/payouts/sellers` (admin): every seller the house owes or paid, most due first. */
  @Roles('admin')
  @CommandRoute(listSellerPayouts)
  async sellers(@Call() { body: { page, limit } }: Call<typeof listSellerPayouts>) {
    return success('Seller payouts', await this.payouts.sellers({ page, limit }));
  }
}
