import { getInvoice, getProductInvoice } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { invoiceDetail } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';

@CommandController()
export class GetInvoiceController {
  constructor(private readonly reader: InvoiceReader) {}

  /** `invoice/invoice` (and `product/invoice`): for its buyer, its seller or an admin. */
  @CommandRoute([getInvoice, getProductInvoice])
  async invoice(@Call() { body, actor }: Call<typeof getInvoice>) {
    return success('Invoice', invoiceDetail(await this.reader.shownTo(body.id, actor)));
  }
}
