import { Controller } from '@nestjs/common';
import { changeLotStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

/** `seller/product/changeStatus` `{ id, status: 'active' | 'inactive' | 'removed' }`. */
@Controller()
export class ChangeLotStatusController {
  constructor(private readonly lots: LotCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute(changeLotStatus)
  async change(
    @ValidBody() { id, status, commandId }: RequestOf<typeof changeLotStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeLotStatus>> {
    const command = { type: 'ChangeLotStatus' as const, status };
    const outcome = await this.lots.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status, revision: outcome.revision });
  }
}
