import { listInvoices, listProductInvoices } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { InvoicesQuery } from './invoices.query.js';

@CommandController()
export class ListInvoicesController {
  constructor(private readonly invoices: InvoicesQuery) {}

  /** `invoice/allinvoices` (and `product/allinvoices`): the caller's invoices, newest first. */
  @CommandRoute([listInvoices, listProductInvoices])
  async list(@Call() { body, actor }: Call<typeof listInvoices>) {
    const { records, total } = await this.invoices.ofBuyer(actor.id, body);
    return listed('Invoices', records, total);
  }
}
