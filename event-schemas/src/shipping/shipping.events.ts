import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant, points } from '../primitives.js';

/**
 * The house's shipping rate table, as rough diamonds ship: insured secure courier (and registered
 * insured post for small values). A parcel's price is its weight band's price to the destination
 * zone plus insurance, a per-mille of the declared value with a minimum. Money in cents, weight
 * in points (1/100 carat).
 */
export const shippingZone = z.object({
  /** Stable key the services' prices name (`domestic`, `region`, `world`). */
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  /** ISO 3166-1 alpha-2 codes; the fallback zone may list none. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
});

/** A parcel weight band: lots up to this many points (the last band is the heaviest shipped). */
export const shippingWeightBand = z.object({ upToPoints: points.positive() });

/** One service's price and transit time to one zone: a price per weight band, in band order. */
export const shippingZoneRate = z.object({
  zoneId: z.string().min(1).max(40),
  days: z.number().int().positive().max(90),
  prices: z.array(cents.nonnegative()).min(1).max(20),
});

export const shippingService = z.object({
  id: z.string().min(1).max(40),
  carrier: z.string().min(1).max(80),
  service: z.string().min(1).max(80),
  /** Insurance as per-mille of the declared value, in hundredths (250 = 2.5 per mille). */
  insuranceCentiPerMille: z.number().int().nonnegative().max(100_00),
  insuranceMinimum: cents.nonnegative(),
  /** The most declared value this service carries (registered post: small values); null: any. */
  maxDeclaredValue: cents.positive().nullable(),
  rates: z.array(shippingZoneRate).max(20),
});

export const shippingRateTable = z.object({
  zones: z.array(shippingZone).min(1).max(20),
  /** The zone of every country no zone lists (rest of world). */
  fallbackZoneId: z.string().min(1).max(40),
  bands: z.array(shippingWeightBand).min(1).max(20),
  services: z.array(shippingService).min(1).max(20),
});

export type ShippingRateTable = z.infer<typeof shippingRateTable>;
export type ShippingService = z.infer<typeof shippingService>;

/** Stream `shipping-rates-marketplace`: an admin replaced the rate table (the audit trail). */
export const ShippingRatesReplaced = defineEvent(
  'ShippingRatesReplaced',
  1,
  z.object({ table: shippingRateTable, changedBy: id, at: instant }),
);

/** One quote as given: what a confirm may put on the invoice until it expires. */
export const shippingQuote = z.object({
  quoteId: id,
  serviceId: z.string().min(1).max(40),
  carrier: z.string().min(1).max(80),
  service: z.string().min(1).max(80),
  amount: cents.nonnegative(),
  days: z.number().int().positive(),
});

/**
 * Stream `shipping-quotes-<invoiceId>`: the quotes given for an invoice's parcel to its buyer's
 * address, valid until `expiresAt`; a confirm names one of them.
 */
export const ShippingQuotesGiven = defineEvent(
  'ShippingQuotesGiven',
  1,
  z.object({
    invoiceId: id,
    buyerId: id,
    country: z.string().regex(/^[A-Z]{2}$/),
    weight: points,
    declaredValue: cents.nonnegative(),
    quotes: z.array(shippingQuote).max(20),
    provider: z.string().min(1).max(40),
    at: instant,
    expiresAt: instant,
  }),
);

export const shippingEvents = [ShippingRatesReplaced, ShippingQuotesGiven] as const;

export const SHIPPING_RATES_STREAM = 'shipping-rates-marketplace';
export const shippingQuotesStream = (invoiceId: string): string => `shipping-quotes-${invoiceId}`;
