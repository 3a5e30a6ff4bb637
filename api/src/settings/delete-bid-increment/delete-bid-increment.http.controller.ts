import { deleteBidIncrement } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/deleteBidIncrement` `{ id }`: removes one band (admin); a missing one is 404. */
@CommandController('admin')
export class DeleteBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(deleteBidIncrement)
  async remove(@Call() { body: { id, commandId }, actor }: Call<typeof deleteBidIncrement>) {
    // A row that is not there is a 404 for the admin; the decider stays idempotent for retries.
    if (!(await this.settings.current()).increments.has(id))
      throw notFound('Increment not found', 'increment.not-found');
    await this.settings.change({ type: 'DeleteBidIncrement', rowId: id }, actor, commandId);
    return success('Bid increment deleted', { id });
  }
}
