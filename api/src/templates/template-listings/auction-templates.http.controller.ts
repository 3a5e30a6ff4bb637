import { Body, Controller, Inject } from '@nestjs/common';
import {
  type AuctionTemplateRecord,
  type ListResponse,
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
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { listTemplates, toTemplateRecord } from './auction-template.query.js';

const mine = (actor: Actor) => (d: AuctionTemplateDoc) =>
  actor.role === 'admin' || d.sellerId === actor.id;

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
  async listings(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, ['action', 'searchterm', 'orderby', 'limit', 'page']);
    const docs = (await this.store.all<AuctionTemplateDoc>(NS.template)).filter(mine(actor));
    const { page, total } = listTemplates(docs, {
      filter: oneOf(body, 'action', templateFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      ...pageRequest(body),
    });
    const records = page.map(toTemplateRecord);
    return success<ListResponse<AuctionTemplateRecord>>('Templates', {
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
    });
  }

  @CommandRoute('getSingleAuction')
  async single(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, ['id']), 'id', 'Required', 128);
    return success<{ record: AuctionTemplateRecord }>('Template', {
      record: toTemplateRecord(await this.managed(id, actor)),
    });
  }

  @CommandRoute('lots')
  async lots(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, ['id']), 'id', 'Required', 128);
    const record = toTemplateRecord(await this.managed(id, actor));
    return success<{ records: AuctionTemplateRecord['lot_defaults'][] }>('Lot defaults', {
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
