import { insertSiteTableRow, updateSiteTableRow } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { SaveSiteTableRowHandler } from './save-site-table-row.handler.js';

/** `seller/setting/datatable_insert` (a new row) and `admin/setting/datatable_update` (merged). */
@CommandController('admin')
export class SaveSiteTableRowController {
  constructor(private readonly handler: SaveSiteTableRowHandler) {}

  @CommandRoute(insertSiteTableRow)
  async insert(@Call() { body, actor }: Call<typeof insertSiteTableRow>) {
    return success('Row saved', await this.handler.execute({ ...body, action: 'new' }, actor));
  }

  @CommandRoute(updateSiteTableRow)
  async update(@Call() { body, actor }: Call<typeof updateSiteTableRow>) {
    return success('Row saved', await this.handler.execute({ ...body, action: 'edit' }, actor));
  }
}
