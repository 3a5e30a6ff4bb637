import { Controller } from '@nestjs/common';
import { listBidIncrements, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { incrementTable } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/getAllBidIncrements`: the table as the back office edits it. */
@Controller()
export class ListBidIncrementsController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute(listBidIncrements)
  async list(
    // Read for its checks only (unknown fields refused): the table is answered whole.
    @ValidBody() _body: RequestOf<typeof listBidIncrements>,
  ): Promise<Reply<typeof listBidIncrements>> {
    return success('Bid increments', incrementTable(await this.settings.current()));
  }
}
