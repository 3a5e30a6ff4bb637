import { listReturns, listSellerReturns } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { ReturnsQuery } from './returns.query.js';

@CommandController()
export class ListReturnsController {
  constructor(private readonly returns: ReturnsQuery) {}

  /** `product/allreturns`: the caller's return requests as a buyer, newest first. */
  @CommandRoute(listReturns)
  async mine(@Call() { body, actor }: Call<typeof listReturns>) {
    const { records, total } = await this.returns.ofBuyer(actor, body);
    return listed('Returns', records, total);
  }
}

@CommandController('seller', 'admin')
export class ListSellerReturnsController {
  constructor(private readonly returns: ReturnsQuery) {}

  /** `seller/returns/returns`: an admin's every request, a seller's those of their own lots. */
  @CommandRoute(listSellerReturns)
  async desk(@Call() { body, actor }: Call<typeof listSellerReturns>) {
    const { records, total } = await this.returns.forDesk(actor, body);
    return listed('Returns', records, total);
  }
}
