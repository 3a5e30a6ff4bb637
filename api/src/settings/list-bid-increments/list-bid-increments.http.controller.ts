import { listBidIncrements } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { incrementTable } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/getAllBidIncrements`: the table as the back office edits it. */
@CommandController('seller', 'admin')
export class ListBidIncrementsController {
  constructor(private readonly settings: SettingsCommandBus) {}

  // The call is read for its checks only (unknown fields refused): the table is answered whole.
  @CommandRoute(listBidIncrements)
  async list(@Call() _: Call<typeof listBidIncrements>) {
    return success('Bid increments', incrementTable(await this.settings.current()));
  }
}
