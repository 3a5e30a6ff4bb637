import { Inject, Injectable } from '@nestjs/common';
import {
  type PartyReturnsDoc,
  type ReturnDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import type { Actor } from '../shared/domain/actor.js';
import { forbidden, notFound } from '../shared/errors/http-problem.js';

/** The return read models; queries never fold return streams from the event store. */
@Injectable()
export class ReturnReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  request = (requestId: string): Promise<ReturnDoc | undefined> =>
    this.store.get<ReturnDoc>(NS.returnRequest, requestId);

  /** The request its buyer, the lot's seller or an admin sees: 404 when none, 403 for anyone else. */
  async shownTo(requestId: string, actor: Actor): Promise<ReturnDoc> {
    const doc = await this.request(requestId);
    if (!doc) throw notFound('Return request not found', 'return.not-found');
    if (actor.role !== 'admin' && actor.id !== doc.buyerId && actor.id !== doc.sellerId)
      throw forbidden('You cannot act on this return', 'return.forbidden');
    return doc;
  }

  async ofBuyer(buyerId: string): Promise<ReturnDoc[]> {
    return (await this.store.get<PartyReturnsDoc>(NS.buyerReturns, buyerId))?.returns ?? [];
  }

  async ofSeller(sellerId: string): Promise<ReturnDoc[]> {
    return (await this.store.get<PartyReturnsDoc>(NS.sellerReturns, sellerId))?.returns ?? [];
  }

  /** Every request (an admin's desk), newest first. */
  all = async (): Promise<ReturnDoc[]> =>
    (await this.store.all<ReturnDoc>(NS.returnRequest)).sort((a, b) => b.at.localeCompare(a.at));
}
