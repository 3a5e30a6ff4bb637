import { Controller } from '@nestjs/common';
import { type RequestOf, siteTableRowAction } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../../shared/http/command-route.decorator.js';
import { success } from '../../../shared/http/envelope.js';
import { ValidBody } from '../../../shared/http/request-body.js';
import { SaveSiteTableRowHandler } from './save-site-table-row.handler.js';

/** `seller/setting/searchTableAction`: a row added, edited or deleted from the table's screen. */
@Controller()
export class SiteTableRowActionController {
  constructor(private readonly handler: SaveSiteTableRowHandler) {}

  @Roles('admin')
  @CommandRoute(siteTableRowAction)
  async act(
    @ValidBody() body: RequestOf<typeof siteTableRowAction>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof siteTableRowAction>> {
    const answer = await this.handler.execute(body, actor);
    return success(body.action === 'delete' ? 'Row deleted' : 'Row saved', answer);
  }
}
