import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type ReadModelStore,
  type SellerPayoutsDoc,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';

/** The seller-payouts read model: what the house owes each seller and paid them. */
@Injectable()
export class SellerPayoutsReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  of = (sellerId: string): Promise<SellerPayoutsDoc | undefined> =>
    this.store.get<SellerPayoutsDoc>(NS.sellerPayouts, sellerId);

  all = (): Promise<SellerPayoutsDoc[]> => this.store.all<SellerPayoutsDoc>(NS.sellerPayouts);
}
