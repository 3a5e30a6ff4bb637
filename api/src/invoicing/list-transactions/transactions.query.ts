import { Injectable } from '@nestjs/common';
import type { TransactionRecord } from '@facet/event-schemas';
import { invoiceDetail } from '../invoice.records.js';
import { InvoiceReader } from '../invoice.reader.js';

const newestFirst = (a: TransactionRecord, b: TransactionRecord) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;

/** `invoice/alltransactions`: the buyer's payments across their invoices, newest first. */
@Injectable()
export class TransactionsQuery {
  constructor(private readonly reader: InvoiceReader) {}

  async ofBuyer(buyerId: string, { page, limit }: { page: number; limit: number }) {
    const rows: TransactionRecord[] = ((await this.reader.ofBuyer(buyerId))?.invoices ?? [])
      .flatMap((doc) =>
        invoiceDetail(doc).allTransactions.map((t) => ({
          ...t,
          invoice_id: doc.id,
          invoice_number: doc.number,
        })),
      )
      .sort(newestFirst);
    return { records: rows.slice((page - 1) * limit, page * limit), total: rows.length };
  }
}
