import { Controller } from '@nestjs/common';
import { getProductReturnInvoice, getReturnInvoice, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { returnInvoiceDetail } from '../return.records.js';
import { ReturnReader } from '../return.reader.js';

@Controller()
export class GetReturnInvoiceController {
  constructor(private readonly reader: ReturnReader) {}

  /** `invoice/returninvoice` (and `product/returninvoice`): the credit note of an accepted return. */
  @CommandRoute([getReturnInvoice, getProductReturnInvoice])
  async returnInvoice(
    @ValidBody() body: RequestOf<typeof getReturnInvoice>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getReturnInvoice>> {
    const detail = returnInvoiceDetail(await this.reader.shownTo(body.id, actor));
    if (!detail)
      throw notFound('This return has no return invoice: it was not accepted', 'return.not-found');
    return success('Return invoice', detail);
  }
}
