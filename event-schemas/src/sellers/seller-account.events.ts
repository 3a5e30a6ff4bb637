import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** The seller plans (limits in `sellerPlanLimits`); a seller without a change is on 'starter'. */
export const sellerPlans = ['starter', 'professional', 'enterprise'] as const;
export type SellerPlan = (typeof sellerPlans)[number];

/** Stream `seller-<sellerId>`: the seller changed plan (or an admin did it for them). */
export const SellerPlanChanged = defineEvent(
  'SellerPlanChanged',
  1,
  z.object({
    sellerId: id,
    plan: z.enum(sellerPlans),
    previousPlan: z.enum(sellerPlans),
    changedBy: id,
    /** Why the system changed it: a downgrade's period ended, or a renewal's charge was declined. */
    reason: z.string().max(300).optional(),
    at: instant,
  }),
);

/**
 * One period of a paid plan charged (SUB-1, SUB-4): through the payments port, its ledger entry
 * under the same `key` (the command's idempotency key: a retry charges once). The plan is
 * granted, or kept, until `periodEnd`, when the renewal charges the next period.
 */
export const SellerPlanCharged = defineEvent(
  'SellerPlanCharged',
  1,
  z.object({
    sellerId: id,
    plan: z.enum(sellerPlans),
    amount: cents.positive(),
    key: z.string().min(1).max(300),
    /** The gateway's reference; `sandbox` when no money moved (the SANDBOX gateway). */
    reference: z.string().max(200),
    sandbox: z.boolean(),
    renewal: z.boolean(),
    periodStart: instant,
    periodEnd: instant,
    chargedBy: id,
    at: instant,
  }),
);

/** A move to a cheaper plan waits for the paid period's end (SUB-3). */
export const SellerPlanDowngradeScheduled = defineEvent(
  'SellerPlanDowngradeScheduled',
  1,
  z.object({
    sellerId: id,
    plan: z.enum(sellerPlans),
    effectiveAt: instant,
    requestedBy: id,
    at: instant,
  }),
);

/**
 * The company profile's fields after its name, each limited to so many characters; the event and
 * the request that saves it build them with their own `line`, so the limits agree.
 */
export const organizationLines = <L>(line: (max: number) => L) => ({
  registration_no: line(100),
  vat: line(50),
  address: line(300),
  city: line(100),
  country: line(100),
  contact_name: line(200),
  contact_email: line(254),
  contact_phone: line(50),
  logo: line(300),
});

/** The seller's company profile as saved whole; `logo` is an uploaded file name ('' = none). */
export const sellerOrganization = z.object({
  name: z.string().min(1).max(200),
  ...organizationLines((max) => z.string().max(max)),
});
export type SellerOrganization = z.infer<typeof sellerOrganization>;

export const SellerOrganizationSaved = defineEvent(
  'SellerOrganizationSaved',
  1,
  z.object({ sellerId: id, organization: sellerOrganization, savedBy: id, at: instant }),
);
