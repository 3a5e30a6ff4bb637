import { listSellerInvoices } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { SellerInvoicesQuery } from './seller-invoices.query.js';

@CommandController('seller', 'admin')
export class ListSellerInvoicesController {
  constructor(private readonly invoices: SellerInvoicesQuery) {}

  /** `seller/invoice/invoices`: the seller's invoices (the lots they sold); an admin's: every one. */
  @CommandRoute(listSellerInvoices)
  async list(@Call() { body, actor }: Call<typeof listSellerInvoices>) {
    const { records, total } = await this.invoices.of(actor, body);
    return listed('Invoices', records, total);
  }
}
