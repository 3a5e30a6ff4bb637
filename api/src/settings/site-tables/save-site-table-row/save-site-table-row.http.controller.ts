import { Controller } from '@nestjs/common';
import { insertSiteTableRow, type RequestOf, updateSiteTableRow } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../../shared/http/command-route.decorator.js';
import { success } from '../../../shared/http/envelope.js';
import { ValidBody } from '../../../shared/http/request-body.js';
import { SaveSiteTableRowHandler } from './save-site-table-row.handler.js';

/** `seller/setting/datatable_insert` (a new row) and `admin/setting/datatable_update` (merged). */
@Controller()
export class SaveSiteTableRowController {
  constructor(private readonly handler: SaveSiteTableRowHandler) {}

  @Roles('admin')
  @CommandRoute(insertSiteTableRow)
  async insert(
    @ValidBody() body: RequestOf<typeof insertSiteTableRow>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof insertSiteTableRow>> {
    return success('Row saved', await this.handler.execute({ ...body, action: 'new' }, actor));
  }

  @Roles('admin')
  @CommandRoute(updateSiteTableRow)
  async update(
    @ValidBody() body: RequestOf<typeof updateSiteTableRow>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updateSiteTableRow>> {
    return success('Row saved', await this.handler.execute({ ...body, action: 'edit' }, actor));
  }
}
