import { replaceBidIncrements } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { incrementRecords } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/**
 * `seller/setting/replaceBidIncrements`: the whole table in one command, so an admin moving a
 * band's edge never passes through a table with a gap or an overlap.
 */
@CommandController('admin')
export class ReplaceBidIncrementsController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(replaceBidIncrements)
  async replace(@Call() { body, actor }: Call<typeof replaceBidIncrements>) {
    const rows = body.rows.map((r) => ({
      rowId: r.id ?? newId(),
      from: r.from_amount,
      to: r.to_amount ?? null,
      increment: r.increment,
    }));
    const command = { type: 'ReplaceBidIncrements' as const, rows };
    const records = incrementRecords(
      (await this.settings.change(command, actor, body.commandId)).state,
    );
    return success('Bid increments updated', { records, totalRecords: records.length });
  }
}
