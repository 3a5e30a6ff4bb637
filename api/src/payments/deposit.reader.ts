import { Inject, Injectable } from '@nestjs/common';
import {
  type BuyerDepositsDoc,
  type LotCardDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';

/** The deposits read model, with the lots' titles from their cards. */
@Injectable()
export class DepositReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  ofBuyer = (buyerId: string): Promise<BuyerDepositsDoc | undefined> =>
    this.store.get<BuyerDepositsDoc>(NS.deposits, buyerId);

  /** Title of each lot by id; a lot without a card yet is left out. */
  async titles(lotIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(lotIds)];
    const cards = await this.store.getMany<LotCardDoc>(NS.card, unique);
    return new Map(
      cards.flatMap((c, i) => (c && unique[i] ? [[unique[i], c.title] as const] : [])),
    );
  }
}
