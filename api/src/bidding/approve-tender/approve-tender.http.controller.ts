import { Controller, Inject } from '@nestjs/common';
import { approveTender, type RequestOf } from '@facet/event-schemas';
import { marketStatus } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { centsToDollars } from '../../shared/money/index.js';

/**
 * `seller/offer/changeApprovalStatus`: the seller accepts or refuses the provisional winner of their
 * sealed lot during the tender event's approval window (issue 30, APPR-2 and APPR-3).
 */
@Controller()
export class ApproveTenderController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute(approveTender)
  async approve(
    @ValidBody() { id, decision, commandId }: RequestOf<typeof approveTender>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof approveTender>> {
    const command = { type: 'DecideApproval' as const, accept: decision === 'accept' };
    const at = this.clock.now();
    const { state, revision } = await this.lots.send(id, command, actor, at, commandId);
    return success(decision === 'accept' ? 'Tender accepted' : 'Tender refused', {
      id,
      market_status: marketStatus(state),
      buynowed: state.buyerId,
      wprice: centsToDollars(state.soldAmount ?? 0),
      revision,
    });
  }
}
