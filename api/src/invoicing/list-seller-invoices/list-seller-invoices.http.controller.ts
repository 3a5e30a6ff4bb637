import { Controller } from '@nestjs/common';
import { listSellerInvoices, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerInvoicesQuery } from './seller-invoices.query.js';

@Controller()
@Roles('seller', 'admin')
export class ListSellerInvoicesController {
  constructor(private readonly invoices: SellerInvoicesQuery) {}

  /** `seller/invoice/invoices`: the seller's invoices (the lots they sold); an admin's: every one. */
  @CommandRoute(listSellerInvoices)
  async list(
    @ValidBody() body: RequestOf<typeof listSellerInvoices>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSellerInvoices>> {
    const { records, total } = await this.invoices.of(actor, body);
    return listed('Invoices', records, total);
  }
}
