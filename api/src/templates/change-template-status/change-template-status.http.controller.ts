import { Controller, Inject } from '@nestjs/common';
import { changeAuctionTemplateStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuctionTemplateCommandBus } from '../template-bus/auction-template-command-bus.js';

/** `seller/template/auction/changeStatus` `{ id, status }`: activate, deactivate or remove. */
@Controller()
export class ChangeTemplateStatusController {
  constructor(
    private readonly templates: AuctionTemplateCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute(changeAuctionTemplateStatus)
  async change(
    @ValidBody() { id, status, commandId }: RequestOf<typeof changeAuctionTemplateStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeAuctionTemplateStatus>> {
    const command = { type: 'ChangeAuctionTemplateStatus' as const, status };
    await this.templates.send(id, command, actor, this.clock.now(), commandId);
    return success('Status updated successfully', { id, status });
  }
}
