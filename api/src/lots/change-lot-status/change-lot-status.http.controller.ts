import { changeLotStatus } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

/** `seller/product/changeStatus` `{ id, status: 'active' | 'inactive' | 'removed' }`. */
@CommandController('seller', 'admin')
export class ChangeLotStatusController {
  constructor(private readonly lots: LotCommandBus) {}

  @CommandRoute(changeLotStatus)
  async change(@Call() { body: { id, status, commandId }, actor }: Call<typeof changeLotStatus>) {
    const command = { type: 'ChangeLotStatus' as const, status };
    const outcome = await this.lots.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status, revision: outcome.revision });
  }
}
