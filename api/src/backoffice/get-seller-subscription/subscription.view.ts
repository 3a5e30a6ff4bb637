import {
  sellerPlanLimits,
  sellerPlans,
  type SellerPlan,
  type SellerPlanRecord,
  type SellerSubscriptionRecord,
} from '@facet/event-schemas';
import type { LotCardDoc, SellerAccountDoc } from '@facet/projections';
import { lotsListedInMonth } from '../../lots/plan-limit/lot-plan-limit.rules.js';
import { centsToDollars } from '../../shared/money/index.js';

const planRecord = (id: SellerPlan): SellerPlanRecord => ({
  id,
  // eslint-disable-next-line no-restricted-syntax -- a plan id, a closed union
  lots_per_month: sellerPlanLimits[id].lotsPerMonth,
  // eslint-disable-next-line no-restricted-syntax -- a plan id, a closed union
  monthly_fee: centsToDollars(sellerPlanLimits[id].monthlyFee),
});

/**
 * The plan and this month's usage: the seller's lots opening in the calendar month (UTC) of
 * `now`, removed ones not counted (what the plan's monthly limit is about).
 */
export function subscriptionView(
  account: SellerAccountDoc | undefined,
  lots: readonly LotCardDoc[],
  sellerId: string,
  now: Date,
): SellerSubscriptionRecord {
  const month = now.toISOString().slice(0, 7);
  const used = lotsListedInMonth(lots, sellerId, month);
  return {
    plan: planRecord(account?.plan ?? 'starter'),
    lots_this_month: used,
    month,
    changed_at: account?.planChangedAt ?? null,
    plans: sellerPlans.map(planRecord),
    next_charge_at: account?.paidThrough ?? null,
    pending_plan: account?.pendingPlan ?? null,
    charges: (account?.charges ?? []).map((c) => ({
      plan: c.plan,
      amount: centsToDollars(c.amount),
      reference: c.reference,
      sandbox: c.sandbox,
      renewal: c.renewal,
      period_start: c.periodStart,
      period_end: c.periodEnd,
      charged_at: c.at,
    })),
  };
}
