import { saveBidIncrement } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { incrementRecords } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/bidIncrementAction`: add or edit one band of the increment table (admin). */
@CommandController('admin')
export class SaveBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(saveBidIncrement)
  async save(@Call() { body, actor }: Call<typeof saveBidIncrement>) {
    const { action, from_amount: from, increment, commandId } = body;
    const rowId = (action === 'edit' && body.id) || newId();
    const to = body.to_amount ?? null;
    const command = { type: 'SaveBidIncrement' as const, action, rowId, from, to, increment };
    const { state } = await this.settings.change(command, actor, commandId);
    return success(action === 'new' ? 'Bid increment added' : 'Bid increment updated', {
      id: rowId,
      records: incrementRecords(state),
    });
  }
}
