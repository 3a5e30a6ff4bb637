import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** One standing offer per bidder; a new one replaces the previous until the window ends. */
export const SealedOfferPlaced = defineEvent(
  'SealedOfferPlaced',
  1,
  z.object({ lotId: id, bidId: id, userId: id, amount: cents.positive(), at: instant }),
);

export const SealedOfferWindowEnded = defineEvent(
  'SealedOfferWindowEnded',
  1,
  z.object({
    lotId: id,
    offerCount: z.number().int().nonnegative(),
    /** Set when the seller may still accept an offer below the reserve until then. */
    approvalDeadline: instant.nullable(),
    at: instant,
  }),
);

/**
 * Window ended and nothing was awarded automatically: the lot's seller is asked to award
 * (until `approvalDeadline` when one is set). Mail and back-office screens react to it.
 */
export const SealedOfferAwardRequested = defineEvent(
  'SealedOfferAwardRequested',
  1,
  z.object({
    lotId: id,
    sellerId: id,
    offerCount: z.number().int().positive(),
    approvalDeadline: instant.nullable(),
    at: instant,
  }),
);

/**
 * Issue 30: at the window's end the best offer whose buyer's spending cap has room wins (CAP-6);
 * each better offer passed over for its buyer's cap is recorded first, so the replay says why.
 */
export const SealedOfferPassedOver = defineEvent(
  'SealedOfferPassedOver',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    reason: z.literal('cap reached'),
    at: instant,
  }),
);

export const SealedOfferAwarded = defineEvent(
  'SealedOfferAwarded',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    /** 'system' when `sealed_auto_award` decided at window end. */
    awardedBy: id,
    at: instant,
  }),
);

export const SealedOffersRejected = defineEvent(
  'SealedOffersRejected',
  1,
  z.object({ lotId: id, rejectedBy: id, at: instant }),
);

/**
 * Issue 30, APPR-1: the tender event gives the seller an approval window, so at the window end the
 * highest tender at or above the reserve is the parcel's provisional winner until the seller
 * accepts or refuses it, or `approvalDeadline` passes (then it is accepted).
 */
export const SealedOfferProvisionallyAwarded = defineEvent(
  'SealedOfferProvisionallyAwarded',
  1,
  z.object({
    lotId: id,
    sellerId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    approvalDeadline: instant,
    at: instant,
  }),
);

/**
 * The seller's decision on a provisional winner (APPR-2, APPR-3), or the acceptance at the
 * deadline (APPR-4, `decidedBy` 'system'). An acceptance is followed by the award and the sale,
 * a refusal by the lot unsold.
 */
export const SealedOfferApprovalDecided = defineEvent(
  'SealedOfferApprovalDecided',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    decision: z.enum(['accepted', 'refused']),
    decidedBy: id,
    at: instant,
  }),
);
