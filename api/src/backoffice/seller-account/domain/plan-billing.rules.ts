import { sellerPlanLimits, type SellerPlan } from '@facet/event-schemas';
import { toMs } from '../../../shared/domain/instant.rules.js';

/*
 * A seller's plan is charged for what it grants (`/seller/subscription`, issue 26).
 * SUB-1 A paid plan is granted only with a charge of its monthly fee that succeeded: the plan
 *       and a period of one calendar month from the change; a declined charge changes nothing.
 * SUB-2 One idempotency key charges once: a retried change (or renewal) records nothing again.
 * SUB-3 A move to a cheaper plan while a paid period runs takes effect at the period's end.
 * SUB-4 At the period's end the renewal charges the next period of the plan then due (the
 *       pending cheaper plan, else the same) once; a free plan then ends the paid periods; a
 *       declined renewal puts the seller on the free plan, saying why.
 * SUB-5 Only the seller themself (or an admin) changes the plan; renewals are the system's.
 */

/** Cents a period of the plan costs. */
export const planFee = (plan: SellerPlan): number => sellerPlanLimits[plan].monthlyFee;

/** The same instant one calendar month later (31 Jan -> 28/29 Feb: the month's last day). */
export function periodEndOf(startIso: string): string {
  const start = new Date(toMs(startIso));
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(m);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Whether the change waits for the paid period's end (SUB-3): cheaper, while paid time runs. */
export const waitsForPeriodEnd = (
  current: SellerPlan,
  next: SellerPlan,
  paidThrough: string | null,
  at: string,
): boolean =>
  planFee(next) < planFee(current) && paidThrough !== null && toMs(paidThrough) > toMs(at);

/** Cents a change to `next` charges now (SUB-1, SUB-3): the fee of a paid plan granted now. */
export function chargeForChange(
  current: SellerPlan,
  next: SellerPlan,
  paidThrough: string | null,
  at: string,
): number {
  if (next === current || waitsForPeriodEnd(current, next, paidThrough, at)) return 0;
  return planFee(next);
}
