import { Controller } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { type RequestOf, withdrawTender } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';

/** `tender/withdraw`: a buyer withdraws their encrypted tender on a lot before the close. */
@Controller()
export class WithdrawTenderController {
  constructor(private readonly lots: LotCommandBus) {}

  @Roles('buyer', 'seller', 'admin')
  @CommandRoute(withdrawTender)
  async withdraw(
    @ValidBody() { id, commandId }: RequestOf<typeof withdrawTender>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof withdrawTender>> {
    const { state } = await this.lots.sendNow(id, { type: 'WithdrawTender' }, actor, commandId);
    return success('Tender withdrawn', { id, withdrawn: !Object.hasOwn(state.tenders, actor.id) });
  }
}
