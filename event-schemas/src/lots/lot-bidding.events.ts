import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

export const BidDepositRecorded = defineEvent(
  'BidDepositRecorded',
  1,
  z.object({ lotId: id, userId: id, amount: cents.nonnegative(), recordedBy: id, at: instant }),
);

/** A maximum placed before the lot starts; applied at opening in placement order. */
export const PreBidPlaced = defineEvent(
  'PreBidPlaced',
  1,
  z.object({ lotId: id, bidId: id, userId: id, maximum: cents.positive(), at: instant }),
);

/**
 * The challenger's history row of a proxy bid: at the new `wprice` when they lead (P1, P3),
 * at their maximum when the leader's proxy answers (P4). `wprice`/`leaderId` are the outcome.
 */
export const ProxyBidPlaced = defineEvent(
  'ProxyBidPlaced',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    maximum: cents.positive(),
    amount: cents.positive(),
    wprice: cents.nonnegative(),
    leaderId: id,
    at: instant,
  }),
);

/** A fixed bid of exactly `amount` (H1, H2). */
export const HardBidPlaced = defineEvent(
  'HardBidPlaced',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    wprice: cents.nonnegative(),
    leaderId: id,
    at: instant,
  }),
);

/** The history row the proxy wrote for a bidder it bid for (never the challenger). */
export const AutomaticBidPlaced = defineEvent(
  'AutomaticBidPlaced',
  1,
  z.object({
    lotId: id,
    userId: id,
    amount: cents.positive(),
    wprice: cents.nonnegative(),
    at: instant,
  }),
);

/** P2: the leader raised or lowered their own maximum. */
export const LeaderMaximumChanged = defineEvent(
  'LeaderMaximumChanged',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    maximum: cents.positive(),
    previousMaximum: cents.positive(),
    wprice: cents.nonnegative(),
    /** Raising resets tie priority to now; lowering keeps it. */
    priorityAt: instant,
    at: instant,
  }),
);

export const ReverseBidPlaced = defineEvent(
  'ReverseBidPlaced',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    /** The lowest bid after this one: the reverse lot's `wprice`. */
    wprice: cents.positive(),
    leaderId: id,
    at: instant,
  }),
);

/** Admin `bidCancel`: the outcome is recomputed as if the bid had never been placed. */
export const BidRetracted = defineEvent(
  'BidRetracted',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    reason: z.string().min(1),
    retractedBy: id,
    wprice: cents.nonnegative(),
    leaderId: id.nullable(),
    at: instant,
  }),
);
