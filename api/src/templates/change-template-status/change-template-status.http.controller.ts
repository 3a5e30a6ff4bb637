import { Controller } from '@nestjs/common';
import { changeAuctionTemplateStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuctionTemplateCommandBus } from '../template-bus/auction-template-command-bus.js';

/** `seller/template/auction/changeStatus` `{ id, status }`: activate, deactivate or remove. */
@Controller()
export class ChangeTemplateStatusController {
  constructor(private readonly templates: AuctionTemplateCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute(changeAuctionTemplateStatus)
  async change(
    @ValidBody() { id, status, commandId }: RequestOf<typeof changeAuctionTemplateStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeAuctionTemplateStatus>> {
    const command = { type: 'ChangeAuctionTemplateStatus' as const, status };
    await this.templates.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status });
  }
}
