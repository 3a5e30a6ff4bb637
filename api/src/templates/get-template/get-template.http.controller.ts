import { getAuctionTemplate } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { TemplateReader, toTemplateRecord } from '../template-reader/template.reader.js';

/** `seller/template/auction/getSingleAuction` `{ id }`: another seller's template is 404. */
@CommandController('seller', 'admin')
export class GetTemplateController {
  constructor(private readonly templates: TemplateReader) {}

  @CommandRoute(getAuctionTemplate)
  async single(@Call() { body: { id }, actor }: Call<typeof getAuctionTemplate>) {
    const record = toTemplateRecord(await this.templates.managed(id, actor));
    return success('Template', { record });
  }
}
