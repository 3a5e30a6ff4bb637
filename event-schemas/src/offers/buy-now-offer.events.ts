import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/**
 * Stream `buynow-offer-<offerId>`: one buyer's offer on a buy-now item, its counters and its end.
 * Every event names both parties so the read side can file it under each without a lookup.
 * Amounts are cents in the item's own basis: per carat for per-carat items, per unit otherwise.
 */
const parties = { offerId: id, lotId: id, buyerId: id, sellerId: id };

export const BuyNowOfferMade = defineEvent(
  'BuyNowOfferMade',
  1,
  z.object({
    ...parties,
    title: z.string(),
    pricing: z.enum(['per_carat', 'per_item']),
    qty: z.number().int().positive(),
    amount: cents.positive(),
    /** The buy-now price when the offer was made (same basis). */
    bprice: cents.positive(),
    expiresAt: instant,
    at: instant,
  }),
);

/** The seller answers with their own price; the buyer has until `expiresAt` to take it. */
export const BuyNowOfferCountered = defineEvent(
  'BuyNowOfferCountered',
  1,
  z.object({ ...parties, amount: cents.positive(), expiresAt: instant, at: instant }),
);

/** The offer (by the seller) or the counter (by the buyer) taken: the units are held at `price`. */
export const BuyNowOfferAccepted = defineEvent(
  'BuyNowOfferAccepted',
  1,
  z.object({
    ...parties,
    by: z.enum(['seller', 'buyer']),
    price: cents.positive(),
    qty: z.number().int().positive(),
    holdId: id,
    at: instant,
  }),
);

/** Refused by the seller, by the buyer (a counter), or at once for being under the seller's minimum. */
export const BuyNowOfferRefused = defineEvent(
  'BuyNowOfferRefused',
  1,
  z.object({ ...parties, by: z.enum(['seller', 'buyer', 'minimum']), at: instant }),
);

/** Nobody answered in time (the offer's or the counter's `expiresAt`). */
export const BuyNowOfferExpired = defineEvent(
  'BuyNowOfferExpired',
  1,
  z.object({ ...parties, at: instant }),
);

export const buyNowOfferEvents = [
  BuyNowOfferMade,
  BuyNowOfferCountered,
  BuyNowOfferAccepted,
  BuyNowOfferRefused,
  BuyNowOfferExpired,
] as const;

export const buyNowOfferStream = (offerId: string): string => `buynow-offer-${offerId}`;
