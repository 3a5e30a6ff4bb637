import { Inject, Injectable } from '@nestjs/common';
import type { AuctionTemplateRecord } from '@facet/event-schemas';
import {
  readModelNamespaces as NS,
  type AuctionTemplateDoc,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { centsToDollars } from '../../shared/money/index.js';

const manages = (actor: Actor) => (d: AuctionTemplateDoc) =>
  actor.role === 'admin' || d.sellerId === actor.id;

/** The templates' read model, as the actor may see it: their own (an admin: every seller's). */
@Injectable()
export class TemplateReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async managedBy(actor: Actor): Promise<AuctionTemplateDoc[]> {
    return (await this.store.all<AuctionTemplateDoc>(NS.template)).filter(manages(actor));
  }

  /** One template; another seller's answers 404, as a missing or removed one does. */
  async managed(id: string, actor: Actor): Promise<AuctionTemplateDoc> {
    const doc = await this.store.get<AuctionTemplateDoc>(NS.template, id);
    if (!doc || doc.status === 'removed' || !manages(actor)(doc))
      throw notFound('Template not found', 'template.not-found');
    return doc;
  }
}

/** A template as the api serves it: the deposit in dollars, as every amount at the edge. */
export const toTemplateRecord = ({
  $rev: _r,
  revision: _v,
  lot_defaults,
  ...d
}: AuctionTemplateDoc): AuctionTemplateRecord => ({
  ...d,
  lot_defaults: { ...lot_defaults, deposit_amount: centsToDollars(lot_defaults.deposit_amount) },
});
