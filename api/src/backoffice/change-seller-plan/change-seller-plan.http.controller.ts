import { changeSellerPlan } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { centsToDollars } from '../../shared/money/index.js';
import { accountOf } from '../seller-account/seller-account-scope.js';
import { ChangeSellerPlanHandler } from './change-seller-plan.handler.js';

/**
 * `seller/subscription/changePlan` `{ plan, payment_method?, seller_id? }`: the caller's plan (an
 * admin: a seller's); a paid plan is charged through the payments port before it is granted.
 */
@CommandController('seller', 'admin')
export class ChangeSellerPlanController {
  constructor(private readonly handler: ChangeSellerPlanHandler) {}

  @CommandRoute(changeSellerPlan)
  async change(@Call() { body, actor }: Call<typeof changeSellerPlan>) {
    const sellerId = accountOf(body.seller_id, actor);
    const { plan, payment_method: card, commandId = newId() } = body;
    const r = await this.handler.change(sellerId, plan, actor, commandId, card);
    return success(r.charged > 0 ? 'Plan charged' : 'Plan changed', {
      plan: r.state.plan,
      revision: r.revision,
      charged: centsToDollars(r.charged),
      sandbox: r.sandbox,
      pending_plan: r.state.pendingPlan,
      paid_through: r.state.paidThrough,
    });
  }
}
