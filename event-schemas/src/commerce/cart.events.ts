import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { userAddress } from '../identity/user-profile.events.js';
import { id, instant } from '../primitives.js';

/**
 * Stream `cart-<userId>`: what belongs to the buyer's cart as a whole. The items are not here:
 * each is a hold on its lot's stream (BuyNowHeld), where the lot serialises every hold.
 */
export const CartAddressSaved = defineEvent(
  'CartAddressSaved',
  1,
  z.object({ userId: id, address: userAddress, at: instant }),
);

export const cartEvents = [CartAddressSaved] as const;

export const cartStream = (userId: string): string => `cart-${userId}`;
