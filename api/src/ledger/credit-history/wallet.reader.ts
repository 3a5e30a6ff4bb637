import { Inject, Injectable } from '@nestjs/common';
import { readModelNamespaces as NS, type ReadModelStore, type WalletDoc } from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';

/** The wallet read model; queries never fold the ledger from the event store. */
@Injectable()
export class WalletReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  wallet = (buyerId: string): Promise<WalletDoc | undefined> =>
    this.store.get<WalletDoc>(NS.wallet, buyerId);
}
