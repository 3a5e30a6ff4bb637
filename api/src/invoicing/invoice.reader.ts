import { Inject, Injectable } from '@nestjs/common';
import {
  type PartyInvoicesDoc,
  type InvoiceDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
  type WalletDoc,
} from '@facet/projections';
import { BuyerParties } from '../companies/buyer-parties.reader.js';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import type { Actor } from '../shared/domain/actor.js';
import { forbidden, notFound } from '../shared/errors/http-problem.js';

/** The invoice read models; queries never fold invoice streams from the event store. */
@Injectable()
export class InvoiceReader {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    private readonly parties: BuyerParties,
  ) {}

  invoice = (invoiceId: string): Promise<InvoiceDoc | undefined> =>
    this.store.get<InvoiceDoc>(NS.invoice, invoiceId);

  /**
   * The invoice an admin or one of its `parties` sees: 404 when none, 403 for anyone else. An
   * invoice billed to a company is its buyer's and every current representative's (issue 30).
   */
  async shownTo(
    invoiceId: string,
    actor: Actor,
    parties: readonly ('buyer' | 'seller')[] = ['buyer', 'seller'],
  ): Promise<InvoiceDoc> {
    const doc = await this.invoice(invoiceId);
    if (!doc) throw notFound('Invoice not found', 'invoice.not-found');
    const party = (p: 'buyer' | 'seller') =>
      actor.id === (p === 'buyer' ? doc.buyerId : doc.sellerId);
    if (actor.role === 'admin' || parties.some(party)) return doc;
    if (parties.includes('buyer') && (await this.billedToCompanyOf(doc, actor.id))) return doc;
    throw forbidden('You cannot see this invoice', 'invoice.forbidden');
  }

  /** True when `doc` is billed to the company `buyerId` represents now. */
  async billedToCompanyOf(doc: InvoiceDoc, buyerId: string): Promise<boolean> {
    const companyId = doc.billTo?.companyId;
    return (
      companyId !== undefined && (await this.parties.companyOf(buyerId))?.companyId === companyId
    );
  }

  /** The buyer's wallet balance in cents, for a seller or admin paying the buyer's invoice. */
  walletBalanceOf = async (buyerId: string): Promise<number> =>
    (await this.store.get<WalletDoc>(NS.wallet, buyerId))?.balance ?? 0;

  /**
   * A buyer's invoices, newest first: their own and, when they represent a company, every invoice
   * billed to it, whichever representative (present or past) won the lot (issue 30).
   */
  async ofBuyer(buyerId: string): Promise<PartyInvoicesDoc | undefined> {
    const own = () => this.store.get<PartyInvoicesDoc>(NS.buyerInvoices, buyerId);
    const company = await this.parties.companyOf(buyerId);
    if (!company) return own();
    const lists = await Promise.all(
      [...new Set([buyerId, ...company.pastAndPresent])].map((b) =>
        this.store.get<PartyInvoicesDoc>(NS.buyerInvoices, b),
      ),
    );
    const invoices = lists
      .flatMap((l) => l?.invoices ?? [])
      .filter((i) => i.buyerId === buyerId || i.billTo?.companyId === company.companyId)
      .sort((a, b) => b.number - a.number);
    return { id: buyerId, invoices };
  }

  ofSeller = (sellerId: string): Promise<PartyInvoicesDoc | undefined> =>
    this.store.get<PartyInvoicesDoc>(NS.sellerInvoices, sellerId);

  /** Every invoice (an admin's list), newest first. */
  all = async (): Promise<InvoiceDoc[]> =>
    (await this.store.all<InvoiceDoc>(NS.invoice)).sort((a, b) => b.number - a.number);
}
