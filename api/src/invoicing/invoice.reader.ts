import { Inject, Injectable } from '@nestjs/common';
import {
  type PartyInvoicesDoc,
  type InvoiceDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
  type WalletDoc,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import type { Actor } from '../shared/domain/actor.js';
import { forbidden, notFound } from '../shared/errors/http-problem.js';

/** The invoice read models; queries never fold invoice streams from the event store. */
@Injectable()
export class InvoiceReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  invoice = (invoiceId: string): Promise<InvoiceDoc | undefined> =>
    this.store.get<InvoiceDoc>(NS.invoice, invoiceId);

  /** The invoice an admin or one of its `parties` sees: 404 when none, 403 for anyone else. */
  async shownTo(
    invoiceId: string,
    actor: Actor,
    parties: readonly ('buyer' | 'seller')[] = ['buyer', 'seller'],
  ): Promise<InvoiceDoc> {
    const doc = await this.invoice(invoiceId);
    if (!doc) throw notFound('Invoice not found', 'invoice.not-found');
    const party = (p: 'buyer' | 'seller') =>
      actor.id === (p === 'buyer' ? doc.buyerId : doc.sellerId);
    if (actor.role !== 'admin' && !parties.some(party))
      throw forbidden('You cannot see this invoice', 'invoice.forbidden');
    return doc;
  }

  /** The buyer's wallet balance in cents, for a seller or admin paying the buyer's invoice. */
  walletBalanceOf = async (buyerId: string): Promise<number> =>
    (await this.store.get<WalletDoc>(NS.wallet, buyerId))?.balance ?? 0;

  ofBuyer = (buyerId: string): Promise<PartyInvoicesDoc | undefined> =>
    this.store.get<PartyInvoicesDoc>(NS.buyerInvoices, buyerId);

  ofSeller = (sellerId: string): Promise<PartyInvoicesDoc | undefined> =>
    this.store.get<PartyInvoicesDoc>(NS.sellerInvoices, sellerId);

  /** Every invoice (an admin's list), newest first. */
  all = async (): Promise<InvoiceDoc[]> =>
    (await this.store.all<InvoiceDoc>(NS.invoice)).sort((a, b) => b.number - a.number);
}
