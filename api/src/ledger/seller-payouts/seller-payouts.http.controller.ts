import { Controller } from '@nestjs/common';
import { getSellerPayouts, listSellerPayouts, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerPayoutsQuery } from './seller-payouts.query.js';

@Controller()
export class SellerPayoutsController {
  constructor(private readonly payouts: SellerPayoutsQuery) {}

  /** `seller/payouts/statement`: the seller's own payouts due and paid; an admin names a seller. */
  @Roles('seller', 'admin')
  @CommandRoute(getSellerPayouts)
  async mine(
    @ValidBody() { user_id, page, limit }: RequestOf<typeof getSellerPayouts>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerPayouts>> {
    const sellerId = actor.role === 'admin' && user_id ? user_id : actor.id;
    return success('Payouts', await this.payouts.of(sellerId, { page, limit }));
  }

  /** `admin/payouts/sellers` (admin): every seller the house owes or paid, most due first. */
  @Roles('admin')
  @CommandRoute(listSellerPayouts)
  async sellers(
    @ValidBody() { page, limit }: RequestOf<typeof listSellerPayouts>,
  ): Promise<Reply<typeof listSellerPayouts>> {
    return success('Seller payouts', await this.payouts.sellers({ page, limit }));
  }
}
