import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type PartyInvoicesDoc,
  type ReadModelStore,
  type SealedOffersDoc,
  type SellerAccountDoc,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../catalog/read-side.tokens.js';

/** The seller desk's reads beyond the catalog's: sealed offers, the seller's invoices and account. */
@Injectable()
export class SellerDeskReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  offers = (lotIds: readonly string[]) =>
    this.store.getMany<SealedOffersDoc>(NS.sealedOffers, lotIds);
  sellerInvoices = (sellerId: string) =>
    this.store.get<PartyInvoicesDoc>(NS.sellerInvoices, sellerId);
  allSellerInvoices = () => this.store.all<PartyInvoicesDoc>(NS.sellerInvoices);
  account = (sellerId: string) => this.store.get<SellerAccountDoc>(NS.sellerAccount, sellerId);
}
