import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { SellerPlan } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { PlanBilling } from '../plan-billing/plan-billing.service.js';
import { chargeForChange } from '../seller-account/domain/plan-billing.rules.js';
import type {
  PlanCharge,
  SellerAccountState,
} from '../seller-account/domain/seller-account.decider.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';

export interface PlanChanged {
  state: SellerAccountState;
  revision: number;
  /** Cents charged by this request (0 for a retry, a downgrade or a free plan). */
  charged: number;
  sandbox: boolean;
}

/**
 * `seller/subscription/changePlan`: a paid plan granted now is charged first (SUB-1); a declined
 * charge is refused with the gateway's reason and the old plan stays. Keyed by the command id:
 * a retry finds its charge recorded, charges nothing and completes its ledger entry (SUB-2).
 */
@Injectable()
export class ChangeSellerPlanHandler {
  constructor(
    private readonly accounts: SellerAccountCommandBus,
    private readonly billing: PlanBilling,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async change(
    sellerId: string,
    plan: SellerPlan,
    actor: Actor,
    commandId: string,
    paymentMethodId?: string,
  ): Promise<PlanChanged> {
    const key = `plan:${sellerId}:${commandId}`;
    const before = await this.accounts.load(sellerId);
    const recorded = ownValue(before.chargeKeys, key);
    if (recorded) {
      // SUB-2: charged already; the ledger entry completed if a crash had cut it off.
      await this.billing.record(sellerId, recorded.plan, recorded);
      const again = { type: 'ChangeSellerPlan', sellerId, plan } as const;
      const { state, revision } = await this.accounts.sendNow(sellerId, again, actor, commandId);
      return { state, revision, charged: 0, sandbox: recorded.sandbox };
    }
    const at = this.clock.now().toISOString();
    const due = chargeForChange(before.plan, plan, before.paidThrough, at);
    let charge: PlanCharge | undefined;
    if (due > 0) {
      const request = { sellerId, plan, amount: due, key, paymentMethodId };
      const outcome = await this.billing.charge(request);
      if ('declined' in outcome)
        return reject('subscription.charge-declined', { reason: outcome.declined });
      charge = outcome.charge;
    }
    const command = {
      type: 'ChangeSellerPlan',
      sellerId,
      plan,
      ...(charge && { charge }),
    } as const;
    const outcome = await this.send(sellerId, command, actor, commandId, charge);
    if (charge) await this.billing.settle(sellerId, plan, charge);
    const { state, revision } = outcome;
    return { state, revision, charged: charge?.amount ?? 0, sandbox: charge?.sandbox ?? false };
  }

  /** The account records the change; refused (a race), the money held goes back. */
  private async send(
    sellerId: string,
    command: Parameters<SellerAccountCommandBus['sendNow']>[1],
    actor: Actor,
    commandId: string,
    charge: PlanCharge | undefined,
  ) {
    try {
      return await this.accounts.sendNow(sellerId, command, actor, commandId);
    } catch (e) {
      if (charge) await this.billing.release(charge);
      throw e;
    }
  }
}
