import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { userAddress } from '../identity/user-profile.events.js';
import { id, instant } from '../primitives.js';
import { invoicePaymentMethods } from './invoice.events.js';

/**
 * Stream `cart-<userId>`: what belongs to the buyer's cart as a whole. The items are not here:
 * each is a hold on its lot's stream (BuyNowHeld), where the lot serialises every hold.
 */
export const CartAddressSaved = defineEvent(
  'CartAddressSaved',
  1,
  z.object({ userId: id, address: userAddress, at: instant }),
);

/**
 * A checkout begun: the holds it takes and the invoice it raises (the id derives from the
 * buyer's command id). Recorded before any lot is checked out, so a retry after a crash at any
 * later step finishes these same holds into this same invoice, even once the cart moved on.
 */
export const CartCheckoutStarted = defineEvent(
  'CartCheckoutStarted',
  1,
  z.object({
    userId: id,
    invoiceId: id,
    holds: z
      .array(z.object({ lotId: id, holdId: id, qty: z.number().int().positive() }))
      .min(1)
      .max(50),
    at: instant,
  }),
);

/** The buyer's choices for a pending checkout (`cart/updateCheckout`), kept across reloads. */
export const CartCheckoutUpdated = defineEvent(
  'CartCheckoutUpdated',
  1,
  z.object({
    userId: id,
    invoiceId: id,
    paymentMethod: z.enum(invoicePaymentMethods),
    at: instant,
  }),
);

export const cartEvents = [CartAddressSaved, CartCheckoutStarted, CartCheckoutUpdated] as const;

export const cartStream = (userId: string): string => `cart-${userId}`;
