import { listAuctionTemplates } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { TemplateListingsQuery } from './template-listings.query.js';

/** `seller/template/auction/listings`: the caller's templates (an admin: all), by tab and title. */
@CommandController('seller', 'admin')
export class TemplateListingsController {
  constructor(private readonly templates: TemplateListingsQuery) {}

  @CommandRoute(listAuctionTemplates)
  async listings(@Call() { body: request, actor }: Call<typeof listAuctionTemplates>) {
    const { records, total } = await this.templates.page(actor, request);
    return listed('Templates', records, total);
  }
}
