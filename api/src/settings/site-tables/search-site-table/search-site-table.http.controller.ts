import { searchSiteTable } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { SettingsCommandBus } from '../../settings-bus/settings-command-bus.js';
import { knownTable } from '../../settings.problems.js';
import { siteTablePage } from './site-table.query.js';

/** `seller/setting/searchTable`: one configuration table's rows (every active value), paged. */
@CommandController('admin')
export class SearchSiteTableController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(searchSiteTable)
  async search(@Call() { body }: Call<typeof searchSiteTable>) {
    const table = knownTable(body.table);
    return success('Table rows', siteTablePage(await this.settings.current(), table, body));
  }
}
