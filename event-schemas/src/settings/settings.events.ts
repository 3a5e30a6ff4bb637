import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

export const BidIncrementAdded = defineEvent(
  'BidIncrementAdded',
  1,
  z.object({
    rowId: id,
    from: cents.nonnegative(),
    to: cents.positive().nullable(),
    increment: cents.positive(),
    changedBy: id,
    at: instant,
  }),
);

export const BidIncrementEdited = defineEvent('BidIncrementEdited', 1, BidIncrementAdded.schema);

export const BidIncrementDeleted = defineEvent(
  'BidIncrementDeleted',
  1,
  z.object({ rowId: id, changedBy: id, at: instant }),
);

export const DefaultBidIncrementSet = defineEvent(
  'DefaultBidIncrementSet',
  1,
  z.object({ increment: cents.positive(), changedBy: id, at: instant }),
);

/** `configurationAction`: variables are free strings; known ones are validated by the decider. */
export const ConfigurationVariableSet = defineEvent(
  'ConfigurationVariableSet',
  1,
  z.object({
    name: z.string().min(1).max(128),
    value: z.string().max(10_000),
    changedBy: id,
    at: instant,
  }),
);

/**
 * The platform's commission on one seller's sales, overriding the site's
 * `platform_commission_percent`: a percent with up to two decimals, or '' to fall back to the
 * site's. Invoices capture the rate in force when they are raised.
 */
export const SellerCommissionSet = defineEvent(
  'SellerCommissionSet',
  1,
  z.object({
    sellerId: id,
    percent: z.string().regex(/^(\d{1,3}(\.\d{1,2})?)?$/),
    changedBy: id,
    at: instant,
  }),
);
