import { Controller } from '@nestjs/common';
import { type RequestOf, searchSiteTable } from '@facet/event-schemas';
import { Roles } from '../../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../../shared/http/command-route.decorator.js';
import { success } from '../../../shared/http/envelope.js';
import { ValidBody } from '../../../shared/http/request-body.js';
import { SettingsCommandBus } from '../../settings-bus/settings-command-bus.js';
import { knownTable } from '../../settings.problems.js';
import { siteTablePage } from './site-table.query.js';

/** `seller/setting/searchTable`: one configuration table's rows (every active value), paged. */
@Controller()
export class SearchSiteTableController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(searchSiteTable)
  async search(
    @ValidBody() body: RequestOf<typeof searchSiteTable>,
  ): Promise<Reply<typeof searchSiteTable>> {
    const table = knownTable(body.table);
    return success('Table rows', siteTablePage(await this.settings.current(), table, body));
  }
}
