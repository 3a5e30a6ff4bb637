import { Controller } from '@nestjs/common';
import { getInvoice, getProductInvoice, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { invoiceDetail } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';

@Controller()
export class GetInvoiceController {
  constructor(private readonly reader: InvoiceReader) {}

  /** `invoice/invoice` (and `product/invoice`): for its buyer, its seller or an admin. */
  @CommandRoute([getInvoice, getProductInvoice])
  async invoice(
    @ValidBody() body: RequestOf<typeof getInvoice>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getInvoice>> {
    return success('Invoice', invoiceDetail(await this.reader.shownTo(body.id, actor)));
  }
}
