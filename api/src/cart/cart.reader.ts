import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type CartDoc,
  type LotCardDoc,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';

/** A buyer's cart document and the cards of its lots, from the read models only. */
@Injectable()
export class CartReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async read(
    userId: string,
  ): Promise<{ cart: CartDoc | undefined; cards: (LotCardDoc | undefined)[] }> {
    const cart = await this.store.get<CartDoc>(NS.cart, userId);
    const cards = cart ? await this.store.getMany<LotCardDoc>(NS.card, cart.lotIds) : [];
    return { cart, cards };
  }
}
