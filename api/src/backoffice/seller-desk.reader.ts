import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type BidHistoryDoc,
  type Doc,
  type EntryCursor,
  type InvoiceDoc,
  type LotCardDoc,
  type ReadModelStore,
  type SealedOffersDoc,
  type SellerAccountDoc,
  type SellerInvoiceIndexEntry,
  type SellerLotIndexEntry,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';

/**
 * The seller desk's reads beyond the read-model reader's: sealed offers, the seller's invoices and lots (a
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
    const { entries, next } = await this.indexPage<SellerInvoiceIndexEntry>(
      NS.sellerInvoiceIndex,
      sellerId,
      after,
      limit,
      (e) => ({ order: e.number, key: e.invoiceId }),
    );
    const docs = await this.store.getMany<InvoiceDoc>(
      NS.invoice,
      entries.map((e) => e.invoiceId),
    );
    return { invoices: docs.filter((d) => d !== undefined), next };
  }
  /** The sellers who have listed lots, by id: no lot is read. */
  listingSellers = () => this.store.ids(NS.sellerLotIndex);
  /**
   * A seller's lots after the cursor, `limit` at most, first listed first, each with its bid
   * history: one page of cards and histories is read at a time.
   */
  async lotPage(sellerId: string, after: EntryCursor | undefined, limit: number) {
    const { entries, next } = await this.indexPage<SellerLotIndexEntry>(
      NS.sellerLotIndex,
      sellerId,
      after,
      limit,
      (e) => ({ order: Date.parse(e.listedAt), key: e.lotId }),
    );
    const ids = entries.map((e) => e.lotId);
    const [cards, histories] = await Promise.all([
      this.store.getMany<LotCardDoc>(NS.card, ids),
      this.store.getMany<BidHistoryDoc>(NS.history, ids),
    ]);
    return {
      lots: cards.flatMap((card, i) => (card ? [{ card, history: histories[i] }] : [])),
      next,
    };
  }
  /** One page of a seller's index (keyset) and the cursor after its last entry. */
  private async indexPage<E extends Doc>(
    ns: string,
    sellerId: string,
    after: EntryCursor | undefined,
    limit: number,
    cursorOf: (entry: E) => EntryCursor,
  ) {
    const entries = await this.store.entryPage<E>(ns, sellerId, after, limit);
    const last = entries.at(-1);
    return { entries, next: last && cursorOf(last) };
  }
  account = (sellerId: string) => this.store.get<SellerAccountDoc>(NS.sellerAccount, sellerId);
}
