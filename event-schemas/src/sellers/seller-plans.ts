import type { SellerPlan } from './seller-account.events.js';

/** What a plan allows: lots listed per calendar month (null: unlimited), and its fee in cents. */
export interface SellerPlanLimits {
  lotsPerMonth: number | null;
  monthlyFee: number;
}

/** The plans on offer; a change of these numbers applies to every seller on the plan. */
export const sellerPlanLimits: Readonly<Record<SellerPlan, SellerPlanLimits>> = {
  starter: { lotsPerMonth: 10, monthlyFee: 0 },
  professional: { lotsPerMonth: 100, monthlyFee: 99_00 },
  enterprise: { lotsPerMonth: null, monthlyFee: 499_00 },
};
