import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type InvoiceDoc,
  type ReadModelStore,
  type SealedOffersDoc,
  type SellerAccountDoc,
  type SellerInvoiceIndexEntry,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../catalog/read-side.tokens.js';

/**
 * The seller desk's reads beyond the catalog's: sealed offers, the seller's invoices (a page at a
 * time, for reports) and account.
 */
@Injectable()
export class SellerDeskReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  offers = (lotIds: readonly string[]) =>
    this.store.getMany<SealedOffersDoc>(NS.sealedOffers, lotIds);
  /** The sellers who have invoices, by id: no invoice is read. */
  invoicingSellers = () => this.store.ids(NS.sellerInvoiceIndex);
  /** A seller's invoices numbered above `after`, `limit` at most, lowest number first. */
  async invoicePage(sellerId: string, after: number | undefined, limit: number) {
    const index = await this.store.entryPage<SellerInvoiceIndexEntry>(
      NS.sellerInvoiceIndex,
      sellerId,
      after,
      limit,
    );
    const docs = await this.store.getMany<InvoiceDoc>(
      NS.invoice,
      index.map((e) => e.invoiceId),
    );
    return { invoices: docs.filter((d) => d !== undefined), last: index.at(-1)?.number };
  }
  account = (sellerId: string) => this.store.get<SellerAccountDoc>(NS.sellerAccount, sellerId);
}
