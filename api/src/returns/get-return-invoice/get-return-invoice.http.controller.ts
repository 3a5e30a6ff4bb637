import { getProductReturnInvoice, getReturnInvoice } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { returnInvoiceDetail } from '../return.records.js';
import { ReturnReader } from '../return.reader.js';

@CommandController()
export class GetReturnInvoiceController {
  constructor(private readonly reader: ReturnReader) {}

  /** `invoice/returninvoice` (and `product/returninvoice`): the credit note of an accepted return. */
  @CommandRoute([getReturnInvoice, getProductReturnInvoice])
  async returnInvoice(@Call() { body, actor }: Call<typeof getReturnInvoice>) {
    const detail = returnInvoiceDetail(await this.reader.shownTo(body.id, actor));
    if (!detail)
      throw notFound('This return has no return invoice: it was not accepted', 'return.not-found');
    return success('Return invoice', detail);
  }
}
