import { listPurchases } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { PurchasesQuery } from './purchases.query.js';

@CommandController()
export class ListPurchasesController {
  constructor(private readonly purchases: PurchasesQuery) {}

  /**
   * `invoice/purchases` {type: all|won|bought}: /purchases/:type, the lots the buyer won and the
   * items they bought, from their invoices (newest first), each shown as its lot's card.
   */
  @CommandRoute(listPurchases)
  async list(@Call() { body, actor }: Call<typeof listPurchases>) {
    const { records, total } = await this.purchases.ofBuyer(actor, body);
    return listed('Purchases', records, total);
  }
}
