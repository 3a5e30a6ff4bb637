import { getBidIncrement } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { incrementBand } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/getSingleBidIncrement` `{ id }`: one band (`item`), 404 when there is none. */
@CommandController('seller', 'admin')
export class GetBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(getBidIncrement)
  async get(@Call() { body }: Call<typeof getBidIncrement>) {
    const item = incrementBand(await this.settings.current(), body.id);
    if (!item) throw notFound('Increment not found', 'increment.not-found');
    return success('Bid increment', { item });
  }
}
