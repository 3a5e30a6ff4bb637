import { Controller } from '@nestjs/common';
import { listPurchases, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PurchasesQuery } from './purchases.query.js';

@Controller()
export class ListPurchasesController {
  constructor(private readonly purchases: PurchasesQuery) {}

  /**
   * `invoice/purchases` {type: all|won|bought}: /purchases/:type, the lots the buyer won and the
   * items they bought, from their invoices (newest first), each shown as its lot's card.
   */
  @CommandRoute(listPurchases)
  async list(
    @ValidBody() body: RequestOf<typeof listPurchases>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listPurchases>> {
    const { records, total } = await this.purchases.ofBuyer(actor, body);
    return listed('Purchases', records, total);
  }
}
