import { getSellerInvoice } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { invoiceDetail } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';
import { InvoiceParties } from '../invoice-parties.js';
import { centsToDollars } from '../../shared/money/index.js';
import { invoiceHistory } from './invoice-history.records.js';

@CommandController('seller', 'admin')
export class GetSellerInvoiceController {
  constructor(
    private readonly reader: InvoiceReader,
    private readonly parties: InvoiceParties,
  ) {}

  /** `seller/user/invoice/invoice`: one invoice with its buyer, their address and its seller. */
  @CommandRoute(getSellerInvoice)
  async invoice(@Call() { body, actor }: Call<typeof getSellerInvoice>) {
    const doc = await this.reader.shownTo(body.id, actor, ['seller']);
    const wallet = await this.reader.walletBalanceOf(doc.buyerId);
    return success('Invoice', {
      ...invoiceDetail(doc),
      invoiceUser: this.parties.party(doc.buyerId),
      invoiceAddress: this.parties.address(doc.buyerId),
      invoiceSeller: this.parties.party(doc.sellerId),
      notes: (doc.notes ?? []).map((n) => ({
        note: n.note,
        recorded_by: n.addedBy,
        created_at: n.at,
      })),
      history: invoiceHistory(doc, (id) => this.parties.name(id)),
      buyer_wallet_balance: centsToDollars(wallet),
    });
  }
}
