import { ownValue } from '@facet/event-schemas';
import type { SellerAccountEvent } from '@facet/event-schemas';
import { reject } from '../../../shared/domain/domain-rejection.js';
import type {
  ChangeSellerPlan,
  PlanCharge,
  RenewSellerPlan,
  SellerAccountState,
} from './seller-account.types.js';
import { chargeForChange, periodEndOf, planFee, waitsForPeriodEnd } from './plan-billing.rules.js';

type Charged = Extract<SellerAccountEvent, { type: 'SellerPlanCharged' }>;

function charged(
  cmd: ChangeSellerPlan | RenewSellerPlan,
  plan: ChangeSellerPlan['plan'],
  charge: PlanCharge,
  periodStart: string,
): Charged {
  const { key, amount, reference, sandbox } = charge;
  return {
    type: 'SellerPlanCharged',
    data: {
      sellerId: cmd.sellerId,
      plan,
      amount,
      key,
      reference,
      sandbox,
      renewal: cmd.type === 'RenewSellerPlan',
      periodStart,
      periodEnd: periodEndOf(periodStart),
      chargedBy: cmd.actor.id,
      at: cmd.at,
    },
  };
}

/** SUB-1..3: the plan granted now (charged when paid), or the cheaper plan at the period's end. */
export function decideChange(
  cmd: ChangeSellerPlan,
  state: SellerAccountState,
): SellerAccountEvent[] {
  const { sellerId, plan, actor, at } = cmd;
  if (cmd.charge && ownValue(state.chargeKeys, cmd.charge.key)) return []; // SUB-2
  if (plan === state.plan) return [];
  if (waitsForPeriodEnd(state.plan, plan, state.paidThrough, at)) {
    if (state.pendingPlan === plan) return [];
    const effectiveAt = state.paidThrough ?? at;
    const data = { sellerId, plan, effectiveAt, requestedBy: actor.id, at };
    return [{ type: 'SellerPlanDowngradeScheduled', data }];
  }
  const due = chargeForChange(state.plan, plan, state.paidThrough, at);
  // SUB-1: a paid plan only with its fee charged; the handler charges before it asks.
  if (due > 0 && cmd.charge?.amount !== due)
    reject('subscription.charge-declined', { reason: 'The plan was not charged' });
  const changed: SellerAccountEvent = {
    type: 'SellerPlanChanged',
    data: { sellerId, plan, previousPlan: state.plan, changedBy: actor.id, at },
  };
  return due > 0 && cmd.charge ? [charged(cmd, plan, cmd.charge, at), changed] : [changed];
}

/** SUB-4: the period ending `periodEnd` renews once: charged, or the free plan after it. */
export function decideRenewal(
  cmd: RenewSellerPlan,
  state: SellerAccountState,
): SellerAccountEvent[] {
  // Renewed already (or no paid period): a second scheduler or a restart records nothing.
  if (state.paidThrough !== cmd.periodEnd) return [];
  if (cmd.charge && ownValue(state.chargeKeys, cmd.charge.key)) return [];
  const next = state.pendingPlan ?? state.plan;
  const { sellerId, actor, at } = cmd;
  const change = (plan: ChangeSellerPlan['plan'], reason: string): SellerAccountEvent => ({
    type: 'SellerPlanChanged',
    data: { sellerId, plan, previousPlan: state.plan, changedBy: actor.id, reason, at },
  });
  if (planFee(next) === 0) return [change(next, 'The paid period ended')];
  if (cmd.declined !== undefined || cmd.charge?.amount !== planFee(next))
    return [change('starter', `Renewal declined: ${cmd.declined ?? 'not charged'}`)];
  const renewed = charged(cmd, next, cmd.charge, cmd.periodEnd);
  return next === state.plan ? [renewed] : [renewed, change(next, 'The paid period ended')];
}
