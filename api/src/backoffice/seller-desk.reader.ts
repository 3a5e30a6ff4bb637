import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type BidHistoryDoc,
  type EntryCursor,
  type InvoiceDoc,
  type LotCardDoc,
  type ReadModelStore,
  type SealedOffersDoc,
  type SellerAccountDoc,
  type SellerInvoiceIndexEntry,
  type SellerLotIndexEntry,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../catalog/read-side.tokens.js';

/**
 * The seller desk's reads beyond the catalog's: sealed offers, the seller's invoices and lots (a
 * page at a time, for reports) and account.
 */
@Injectable()
export class SellerDeskReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  offers = (lotIds: readonly string[]) =>
    this.store.getMany<SealedOffersDoc>(NS.sealedOffers, lotIds);
  /** The sellers who have invoices, by id: no invoice is read. */
  invoicingSellers = () => this.store.ids(NS.sellerInvoiceIndex);
  /** A seller's invoices after the cursor, `limit` at most, lowest number first. */
  async invoicePage(sellerId: string, after: EntryCursor | undefined, limit: number) {
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
    const last = index.at(-1);
    return {
      invoices: docs.filter((d) => d !== undefined),
      next: last && { order: last.number, key: last.invoiceId },
    };
  }
  /** The sellers who have listed lots, by id: no lot is read. */
  listingSellers = () => this.store.ids(NS.sellerLotIndex);
  /**
   * A seller's lots after the cursor, `limit` at most, first listed first, each with its bid
   * history: one page of cards and histories is read at a time.
   */
  async lotPage(sellerId: string, after: EntryCursor | undefined, limit: number) {
    const index = await this.store.entryPage<SellerLotIndexEntry>(
      NS.sellerLotIndex,
      sellerId,
      after,
      limit,
    );
    const ids = index.map((e) => e.lotId);
    const [cards, histories] = await Promise.all([
      this.store.getMany<LotCardDoc>(NS.card, ids),
      this.store.getMany<BidHistoryDoc>(NS.history, ids),
    ]);
    const last = index.at(-1);
    return {
      lots: cards.flatMap((card, i) => (card ? [{ card, history: histories[i] }] : [])),
      next: last && { order: Date.parse(last.listedAt), key: last.lotId },
    };
  }
  account = (sellerId: string) => this.store.get<SellerAccountDoc>(NS.sellerAccount, sellerId);
}
