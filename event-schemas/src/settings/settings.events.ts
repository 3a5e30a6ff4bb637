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
