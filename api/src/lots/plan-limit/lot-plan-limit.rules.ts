import { sellerPlanLimits, type SellerPlan } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';

/** A seller's lot as the monthly count sees it (the read models' lot card has these). */
export interface CountedLot {
  sellerId: string;
  status: string;
  date_added: string;
}

/**
 * The seller's lots listed in a calendar month (UTC, `YYYY-MM`): lots opening in it, removed ones
 * not counted. One definition for the subscription page's usage and for the limit it shows.
 */
export function lotsListedInMonth(
  lots: readonly CountedLot[],
  sellerId: string,
  month: string,
): number {
  return lots.filter(
    (l) => l.sellerId === sellerId && l.status !== 'removed' && l.date_added.startsWith(month),
  ).length;
}

/**
 * A seller may add a lot while this month's count is below their plan's limit (no limit:
 * always). Admins are not limited: the handler does not ask for them.
 */
export function assertPlanAllowsNewLot(plan: SellerPlan, listedThisMonth: number): void {
  const limit = sellerPlanLimits[plan].lotsPerMonth;
  if (limit !== null && listedThisMonth >= limit) reject('lot.plan-limit', { limit });
}
