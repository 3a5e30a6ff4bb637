import { z } from 'zod';
import { cents, customFieldValues, id, instant, points } from '../primitives.js';

export const flag = z.union([z.literal(0), z.literal(1)]);
export const auctionType = z.enum(['standard', 'reverse', 'sealed']);
export const pricingBasis = z.enum(['per_carat', 'per_item']);
export const lotStatus = z.enum(['active', 'inactive', 'removed']);
export const actorRole = z.enum(['buyer', 'seller', 'admin']);

/** One band of the increment table: `[from, to)` in cents; `to: null` is open-ended. */
export const incrementRow = z.object({
  from: cents.nonnegative(),
  to: cents.positive().nullable(),
  increment: cents.positive(),
});

/**
 * The settings a lot's decisions depend on, captured in the lot's own events so a replay of
 * the lot stream alone decides the same way.
 */
export const lotSettingsSnapshot = z.object({
  increments: z.array(incrementRow),
  defaultIncrement: cents.positive(),
  biddingMode: z.enum(['proxy', 'hard']),
  softCloseWindowSeconds: z.number().int().nonnegative(),
  softCloseExtensionSeconds: z.number().int().nonnegative(),
  softCloseCapSeconds: z.number().int().nonnegative().nullable(),
  sealedAutoAward: z.boolean(),
  sealedApprovalMinutes: z.number().int().positive(),
  cartHoldMinutes: z.number().int().positive(),
});

/** The editable fields of a lot (spec section 3, `projectAction`). Money in cents, weight in points. */
export const lotDetailsV1 = z.object({
  title: z.string().min(1),
  auctionlot_title: z.string(),
  auction_lot: z.string(),
  desc_proc: z.string(),
  auctiontype: auctionType,
  auction: flag,
  buynow: flag,
  weight: points,
  total_stones: z.number().int().nonnegative(),
  average_size: points.nullable(),
  qty: z.number().int().positive(),
  sprice: cents.nonnegative(),
  /** 0 = no reserve. */
  rprice: cents.nonnegative(),
  /** 0 = no buy-now price. */
  bprice: cents.nonnegative(),
  deposit: flag,
  deposit_amount: cents.nonnegative(),
  featured: flag,
  categoryTypeId: id.nullable(),
  conditionTypeId: id.nullable(),
  location_id: id.nullable(),
  auctionid: id.nullable(),
  date_added: instant,
  date_closed: instant,
});

/**
 * A file of the lot's gallery (spec 3 `allattachmentlist`): type 1 = image; the uploader's caption
 * (filename, title, description) when the seller gave one. Optional, so older events stay valid.
 */
export const lotAttachment = z.object({
  file_name: z.string().min(1),
  type: z.number().int().nonnegative(),
  filename: z.string().max(200).optional(),
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
});

/**
 * A rough lot's Kimberley Process papers (issue 30): the KP certificate it was imported under, the
 * country of origin (ISO 3166 alpha-2) and the exporting authority that issued the certificate.
 * Each may be missing while the seller gathers them; a rough lot opens only with all three.
 */
export const kimberleyProcess = z.object({
  certificate: z.string().min(1).max(100).optional(),
  origin_country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  exporting_authority: z.string().min(1).max(200).optional(),
});

// The images are optional so events written before they were kept stay valid as they are.
export const lotDetails = lotDetailsV1.extend({
  pricing: pricingBasis,
  avatar: z.string().min(1).nullable().optional(),
  allattachmentlist: z.array(lotAttachment).optional(),
  /**
   * Values of the admin's dynamic lot fields (view_page 1) by field id, as text. Optional, so
   * lots saved before dynamic fields existed stay valid as they are.
   */
  custom_fields: customFieldValues.optional(),
  /** A buy-now item that takes make-offers (absent: it does not). */
  accept_offers: flag.optional(),
  /**
   * The seller's floor for make-offers (cents, the lot's basis): an offer below it is refused at
   * once. Never shown to buyers. Absent: no floor.
   */
  offer_minimum: cents.positive().optional(),
  /** Kimberley Process papers (rough lots); absent on lots saved before them or without any. */
  kimberley_process: kimberleyProcess.optional(),
});
