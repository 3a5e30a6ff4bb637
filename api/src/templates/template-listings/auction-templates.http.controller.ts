import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import {
  type AuctionTemplateAnswer,
  type AuctionTemplateRecord,
  type TemplateLotDefaultsAnswer,
  templateFilters,
} from '@facet/event-schemas';
import {
  readModelNamespaces as NS,
  type AuctionTemplateDoc,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../catalog/read-side.tokens.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success, listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { listTemplates, toTemplateRecord } from './auction-template.query.js';

const mine = (actor: Actor) => (d: AuctionTemplateDoc) =>
  actor.role === 'admin' || d.sellerId === actor.id;

const listingsBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  searchterm: ['string', 'Text to search for'],
  orderby: ['string', 'A sort column and direction, e.g. "date_added desc"'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const singleBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

const lotsBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

/**
 * `seller/template/auction/listings`, `getSingleAuction` `{ id }` and `lots` `{ id }` (the lot
 * defaults a new auction's lots start from): the auction calls without counts. Another seller's
 * template answers 404, as a missing one does.
 */
@Controller('seller/template/auction')
@Roles('seller', 'admin')
export class AuctionTemplatesController {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  @CommandRoute('listings')
  @BodySchema(listingsBody)
  async listings(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listingsBody.shape));
    const docs = (await this.store.all<AuctionTemplateDoc>(NS.template)).filter(mine(actor));
    const { page, total } = listTemplates(docs, {
      filter: oneOf(body, 'action', templateFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      ...pageRequest(body),
    });
    const records = page.map(toTemplateRecord);
    return listed<AuctionTemplateRecord>('Templates', records, total);
  }

  @CommandRoute('getSingleAuction')
  @BodySchema(singleBody)
  async single(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, Object.keys(singleBody.shape)), 'id', 'Required', 128);
    return success<AuctionTemplateAnswer>('Template', {
      record: toTemplateRecord(await this.managed(id, actor)),
    });
  }

  @CommandRoute('lots')
  @BodySchema(lotsBody)
  async lots(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, Object.keys(lotsBody.shape)), 'id', 'Required', 128);
    const record = toTemplateRecord(await this.managed(id, actor));
    return success<TemplateLotDefaultsAnswer>('Lot defaults', {
      records: [record.lot_defaults],
    });
  }

  private async managed(id: string, actor: Actor): Promise<AuctionTemplateDoc> {
    const doc = await this.store.get<AuctionTemplateDoc>(NS.template, id);
    if (!doc || doc.status === 'removed' || !mine(actor)(doc))
      throw notFound('Template not found', 'template.not-found');
    return doc;
  }
}
