import { Controller } from '@nestjs/common';
import { type RequestOf, setSiteTableRowsActive } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../../shared/http/command-route.decorator.js';
import { success } from '../../../shared/http/envelope.js';
import { ValidBody } from '../../../shared/http/request-body.js';
import { SettingsCommandBus } from '../../settings-bus/settings-command-bus.js';
import { knownTable } from '../../settings.problems.js';

/** `seller/setting/multiTableAction`: show (1), hide (0) or exclude (2) several rows at once. */
@Controller()
export class SetSiteTableRowsActiveController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(setSiteTableRowsActive)
  async act(
    @ValidBody() { table, ids, active, commandId }: RequestOf<typeof setSiteTableRowsActive>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setSiteTableRowsActive>> {
    const command = { type: 'SetSiteTableRowsActive' as const, table: knownTable(table), active };
    await this.settings.change({ ...command, rowIds: ids }, actor, commandId);
    return success('Rows updated', { ids, active });
  }
}
