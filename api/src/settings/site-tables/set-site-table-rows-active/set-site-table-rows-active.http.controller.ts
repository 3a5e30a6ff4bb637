import { setSiteTableRowsActive } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { SettingsCommandBus } from '../../settings-bus/settings-command-bus.js';
import { knownTable } from '../../settings.problems.js';

/** `seller/setting/multiTableAction`: show (1), hide (0) or exclude (2) several rows at once. */
@CommandController('admin')
export class SetSiteTableRowsActiveController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(setSiteTableRowsActive)
  async act(
    @Call() { body: { table, ids, active, commandId }, actor }: Call<typeof setSiteTableRowsActive>,
  ) {
    const command = { type: 'SetSiteTableRowsActive' as const, table: knownTable(table), active };
    await this.settings.change({ ...command, rowIds: ids }, actor, commandId);
    return success('Rows updated', { ids, active });
  }
}
