import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { auctionType, flag, pricingBasis } from '../lots/lot-shared.schemas.js';
import { cents, customFieldValues, id, instant } from '../primitives.js';

/** What a new lot of an auction started from the template begins with. Money in cents. */
export const templateLotDefaults = z.object({
  auctiontype: auctionType,
  pricing: pricingBasis,
  deposit: flag,
  deposit_amount: cents.nonnegative(),
});

/** A seller's reusable starting point for an auction: no window, a default duration instead. */
export const auctionTemplateDetails = z.object({
  title: z.string().min(1),
  description: z.string(),
  avatar: z.string().nullable(),
  /** Hours from the new auction's start to its end. */
  duration_hours: z
    .number()
    .int()
    .positive()
    .max(24 * 366),
  lot_defaults: templateLotDefaults,
  /** Values of the admin's dynamic template fields (view_page 4) by field id. */
  custom_fields: customFieldValues.optional(),
});

export const auctionTemplateStatus = z.enum(['active', 'inactive', 'removed']);

export const AuctionTemplateCreated = defineEvent(
  'AuctionTemplateCreated',
  1,
  auctionTemplateDetails.extend({ templateId: id, sellerId: id, at: instant }),
);

export const AuctionTemplateEdited = defineEvent(
  'AuctionTemplateEdited',
  1,
  auctionTemplateDetails.extend({ templateId: id, editedBy: id, at: instant }),
);

export const AuctionTemplateStatusChanged = defineEvent(
  'AuctionTemplateStatusChanged',
  1,
  z.object({ templateId: id, status: auctionTemplateStatus, changedBy: id, at: instant }),
);
