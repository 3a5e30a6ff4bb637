import { Injectable } from '@nestjs/common';
import type { InvoiceFilter, InvoiceSummary } from '@facet/event-schemas';
import { invoiceSummary, statusOfFilter } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';

export interface InvoicePage {
  action: InvoiceFilter;
  page: number;
  limit: number;
}

/** `invoice/allinvoices`: the buyer's invoices with the tab's status, newest first, one page. */
@Injectable()
export class InvoicesQuery {
  constructor(private readonly reader: InvoiceReader) {}

  async ofBuyer(buyerId: string, { action, page, limit }: InvoicePage) {
    const status = statusOfFilter[action];
    const rows = ((await this.reader.ofBuyer(buyerId))?.invoices ?? []).filter(
      (r) => status === null || r.status === status,
    );
    const records: InvoiceSummary[] = rows
      .slice((page - 1) * limit, page * limit)
      .map(invoiceSummary);
    return { records, total: rows.length };
  }
}
