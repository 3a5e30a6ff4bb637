import { Controller } from '@nestjs/common';
import { type RequestOf, saveBidIncrement } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { incrementRecords } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/bidIncrementAction`: add or edit one band of the increment table (admin). */
@Controller()
export class SaveBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(saveBidIncrement)
  async save(
    @ValidBody() body: RequestOf<typeof saveBidIncrement>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveBidIncrement>> {
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
