import { Inject, Injectable } from '@nestjs/common';
import {
  type PartyReturnsDoc,
  type ReturnDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { BuyerParties } from '../companies/buyer-parties.reader.js';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import type { Actor } from '../shared/domain/actor.js';
import { actsAsBuyer } from '../shared/domain/buyer-side.rules.js';
import { forbidden, notFound } from '../shared/errors/http-problem.js';

/** The return read models; queries never fold return streams from the event store. */
@Injectable()
export class ReturnReader {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    private readonly parties: BuyerParties,
  ) {}

  request = (requestId: string): Promise<ReturnDoc | undefined> =>
    this.store.get<ReturnDoc>(NS.returnRequest, requestId);

  /**
   * The request its buyer's side (I1: the buyer, or a representative of the company billed), the
   * lot's seller or an admin sees: 404 when none, 403 for anyone else.
   */
  async shownTo(requestId: string, actor: Actor): Promise<ReturnDoc> {
    const doc = await this.request(requestId);
    if (!doc) throw notFound('Return request not found', 'return.not-found');
    if (actor.role === 'admin' || actor.id === doc.sellerId) return doc;
    if (!actsAsBuyer(doc, actor, await this.parties.companyActingFor(actor)))
      throw forbidden('You cannot act on this return', 'return.forbidden');
    return doc;
  }

  async ofBuyer(buyerId: string): Promise<ReturnDoc[]> {
    return (await this.store.get<PartyReturnsDoc>(NS.buyerReturns, buyerId))?.returns ?? [];
  }

  /**
   * A buyer's returns, newest first: their own, and (I1) those of invoices billed to the company
   * they represent now, whichever representative won the lot.
   */
  async ofBuyerSide(actor: Actor): Promise<ReturnDoc[]> {
    const own = await this.ofBuyer(actor.id);
    const companyId = await this.parties.companyActingFor(actor);
    if (!companyId) return own;
    const colleagues = (await this.parties.colleaguesOf(actor.id)).filter((c) => c !== actor.id);
    const theirs = (await Promise.all(colleagues.map((c) => this.ofBuyer(c))))
      .flat()
      .filter((r) => r.billTo?.companyId === companyId);
    return theirs.length ? [...own, ...theirs].sort((a, b) => b.at.localeCompare(a.at)) : own;
  }

  async ofSeller(sellerId: string): Promise<ReturnDoc[]> {
    return (await this.store.get<PartyReturnsDoc>(NS.sellerReturns, sellerId))?.returns ?? [];
  }

  /** Every request (an admin's desk), newest first. */
  all = async (): Promise<ReturnDoc[]> =>
    (await this.store.all<ReturnDoc>(NS.returnRequest)).sort((a, b) => b.at.localeCompare(a.at));
}
