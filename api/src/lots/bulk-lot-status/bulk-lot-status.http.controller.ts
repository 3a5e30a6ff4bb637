import { Inject } from '@nestjs/common';
import { changeLotsStatus } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { assertManages } from '../domain/lot-guards.rules.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

/**
 * `seller/product/bulkProjectAction` `{ project_id: id[], status: 'active' | 'inactive' |
 * 'removed' }`: one status for many lots. Every lot is checked before any changes (missing 404,
 * another seller's 403), so a list with a stranger's lot in it changes nothing.
 */
@CommandController('seller', 'admin')
export class BulkLotStatusController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(changeLotsStatus)
  async change(
    @Call() { body: { project_id, status, commandId }, actor }: Call<typeof changeLotsStatus>,
  ) {
    const unique = [...new Set(project_id)];
    for (const id of unique) assertManages(await this.lots.latest(id), actor);
    const at = this.clock.now();
    const command = { type: 'ChangeLotStatus' as const, status };
    for (const id of unique)
      await this.lots.send(id, command, actor, at, commandId && `${commandId}:${id}`);
    return success('Status updated successfully', { project_id: unique, status });
  }
}
