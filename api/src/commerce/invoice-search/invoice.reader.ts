import { Inject, Injectable } from '@nestjs/common';
import {
  type PartyInvoicesDoc,
  type InvoiceDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../catalog/read-side.tokens.js';

/** The invoice read models; queries never fold invoice streams from the event store. */
@Injectable()
export class InvoiceReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  invoice = (invoiceId: string): Promise<InvoiceDoc | undefined> =>
    this.store.get<InvoiceDoc>(NS.invoice, invoiceId);

  ofBuyer = (buyerId: string): Promise<PartyInvoicesDoc | undefined> =>
    this.store.get<PartyInvoicesDoc>(NS.buyerInvoices, buyerId);

  ofSeller = (sellerId: string): Promise<PartyInvoicesDoc | undefined> =>
    this.store.get<PartyInvoicesDoc>(NS.sellerInvoices, sellerId);

  /** Every invoice (an admin's list), newest first. */
  all = async (): Promise<InvoiceDoc[]> =>
    (await this.store.all<InvoiceDoc>(NS.invoice)).sort((a, b) => b.number - a.number);
}
