import { Controller } from '@nestjs/common';
import { listInvoices, listProductInvoices, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { InvoicesQuery } from './invoices.query.js';

@Controller()
export class ListInvoicesController {
  constructor(private readonly invoices: InvoicesQuery) {}

  /** `invoice/allinvoices` (and `product/allinvoices`): the caller's invoices, newest first. */
  @CommandRoute([listInvoices, listProductInvoices])
  async list(
    @ValidBody() body: RequestOf<typeof listInvoices>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listInvoices>> {
    const { records, total } = await this.invoices.ofBuyer(actor.id, body);
    return listed('Invoices', records, total);
  }
}
