import { siteTableRowAction } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { SaveSiteTableRowHandler } from './save-site-table-row.handler.js';

/** `seller/setting/searchTableAction`: a row added, edited or deleted from the table's screen. */
@CommandController('admin')
export class SiteTableRowActionController {
  constructor(private readonly handler: SaveSiteTableRowHandler) {}

  @CommandRoute(siteTableRowAction)
  async act(@Call() { body, actor }: Call<typeof siteTableRowAction>) {
    const answer = await this.handler.execute(body, actor);
    return success(body.action === 'delete' ? 'Row deleted' : 'Row saved', answer);
  }
}
