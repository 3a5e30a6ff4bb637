import { getAuctionTemplateLotDefaults } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { TemplateReader, toTemplateRecord } from '../template-reader/template.reader.js';

/** `seller/template/auction/lots` `{ id }`: the lot defaults a new auction's lots start from. */
@CommandController('seller', 'admin')
export class GetTemplateLotDefaultsController {
  constructor(private readonly templates: TemplateReader) {}

  @CommandRoute(getAuctionTemplateLotDefaults)
  async lots(@Call() { body: { id }, actor }: Call<typeof getAuctionTemplateLotDefaults>) {
    const { lot_defaults } = toTemplateRecord(await this.templates.managed(id, actor));
    return success('Lot defaults', { records: [lot_defaults] });
  }
}
