import { Injectable } from '@nestjs/common';
import type { InvoiceFilter, SellerInvoiceSummary } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import type { Actor } from '../../shared/domain/actor.js';
import { centsToDollars as $ } from '../../shared/money/index.js';
import { invoiceSummary, statusOfFilter } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';

const summary = (doc: InvoiceDoc): SellerInvoiceSummary => ({
  ...invoiceSummary(doc),
  buyer_id: doc.buyerId,
  seller_id: doc.sellerId,
  paid: $(doc.paid),
});

export interface SellerInvoicePage {
  action: InvoiceFilter;
  page: number;
  limit: number;
  /** Only this buyer's invoices. */
  user_id: string | undefined;
}

/** `seller/invoice/invoices`: a seller's invoices or, for an admin, every one; one page. */
@Injectable()
export class SellerInvoicesQuery {
  constructor(private readonly reader: InvoiceReader) {}

  async of(actor: Actor, { action, page, limit, user_id: buyer }: SellerInvoicePage) {
    const status = statusOfFilter[action];
    const all =
      actor.role === 'admin'
        ? await this.reader.all()
        : ((await this.reader.ofSeller(actor.id))?.invoices ?? []);
    const rows = all.filter(
      (r) => (status === null || r.status === status) && (!buyer || r.buyerId === buyer),
    );
    return {
      records: rows.slice((page - 1) * limit, page * limit).map(summary),
      total: rows.length,
    };
  }
}
