import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** Adding to the cart holds quantity until `expiresAt` (`cart_hold_minutes`). */
export const BuyNowHeld = defineEvent(
  'BuyNowHeld',
  1,
  z.object({
    lotId: id,
    holdId: id,
    userId: id,
    qty: z.number().int().positive(),
    expiresAt: instant,
    at: instant,
    /**
     * An accepted make-offer's price (cents, in the lot's basis: per carat or per unit), which
     * checkout charges instead of bprice; absent on ordinary buy-now holds.
     */
    unitPrice: cents.positive().optional(),
    /** The make-offer this hold was taken for. */
    offerId: id.optional(),
  }),
);

export const BuyNowCheckedOut = defineEvent(
  'BuyNowCheckedOut',
  1,
  z.object({
    lotId: id,
    holdId: id,
    userId: id,
    qty: z.number().int().positive(),
    amount: cents.positive(),
    total: cents.positive(),
    common_invoice: z.string().min(1),
    at: instant,
  }),
);

export const BuyNowHoldReleased = defineEvent(
  'BuyNowHoldReleased',
  1,
  z.object({ lotId: id, holdId: id, reason: z.enum(['expired', 'cancelled']), at: instant }),
);
