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
