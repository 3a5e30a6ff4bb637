import { Controller } from '@nestjs/common';
import { decideReturn, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DecideReturnHandler } from './decide-return.handler.js';

@Controller()
@Roles('seller', 'admin')
export class DecideReturnController {
  constructor(private readonly handler: DecideReturnHandler) {}

  /** `seller/returns/changeStatus` {id, decision, note}: an admin, or the seller of the returned lots. */
  @CommandRoute(decideReturn)
  async decide(
    @ValidBody() { id, decision, note = '', commandId }: RequestOf<typeof decideReturn>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof decideReturn>> {
    const answer = await this.handler.decide({ requestId: id, decision, note }, actor, commandId);
    return success(decision === 'accepted' ? 'Return accepted' : 'Return refused', answer);
  }
}
