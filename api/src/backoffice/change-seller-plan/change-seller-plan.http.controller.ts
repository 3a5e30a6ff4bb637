import { Controller } from '@nestjs/common';
import { changeSellerPlan, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { accountOf } from '../seller-account/seller-account-scope.js';

/** `seller/subscription/changePlan` `{ plan, seller_id? }`: the caller's plan (an admin: a seller's). */
@Controller()
@Roles('seller', 'admin')
export class ChangeSellerPlanController {
  constructor(private readonly accounts: SellerAccountCommandBus) {}

  @CommandRoute(changeSellerPlan)
  async change(
    @ValidBody() { seller_id, plan, commandId }: RequestOf<typeof changeSellerPlan>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeSellerPlan>> {
    const sellerId = accountOf(seller_id, actor);
    const command = { type: 'ChangeSellerPlan', sellerId, plan } as const;
    const outcome = await this.accounts.sendNow(sellerId, command, actor, commandId);
    return success('Plan changed', { plan: outcome.state.plan, revision: outcome.revision });
  }
}
