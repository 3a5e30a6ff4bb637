import { Controller } from '@nestjs/common';
import { recordBidDeposit, type RequestOf } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';

/** `credit/recordBidDeposit` (admin): a deposit paid outside the app; real payments come later. */
@Controller()
export class RecordBidDepositController {
  constructor(private readonly lots: LotCommandBus) {}

  @Roles('admin')
  @CommandRoute(recordBidDeposit)
  async record(
    @ValidBody() r: RequestOf<typeof recordBidDeposit>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof recordBidDeposit>> {
    const command = { type: 'RecordBidDeposit' as const, userId: r.user_id, amount: r.amount };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid deposit recorded', {
      id: r.id,
      user_id: r.user_id,
      bid_deposit_id: outcome.events[0]?.id ?? null,
      revision: outcome.revision,
    });
  }
}
