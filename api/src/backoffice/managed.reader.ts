import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type AuctionCardDoc,
  type LotCardDoc,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import { servedAuction } from '../read-side/served-auction.js';
import type { Actor } from '../shared/auth/actor.js';
import { notFound } from '../shared/errors/http-problem.js';
import { managedBy } from './seller-scope.rules.js';

/**
 * The lot or auction a back-office call names, when the caller manages it. Another seller's
 * answers 404 as a missing one does: its existence is not the caller's business.
 */
@Injectable()
export class ManagedReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async lot(id: string, actor: Actor): Promise<LotCardDoc> {
    const card = await this.store.get<LotCardDoc>(NS.card, id);
    if (!card || !managedBy(actor)(card)) throw notFound('Lot not found', 'lot.not-found');
    return card;
  }

  async auction(id: string, actor: Actor): Promise<AuctionCardDoc> {
    const card = await this.store.get<AuctionCardDoc>(NS.auction, id);
    if (!card || !managedBy(actor)(card)) throw notFound('Auction not found', 'auction.not-found');
    return servedAuction(card);
  }
}
