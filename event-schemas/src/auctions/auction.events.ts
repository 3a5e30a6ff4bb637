import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { customFieldValues, id, instant } from '../primitives.js';

export const auctionDetails = z.object({
  title: z.string().min(1),
  description: z.string(),
  avatar: z.string().nullable(),
  date_added: instant,
  date_closed: instant,
  /** Values of the admin's dynamic auction fields (view_page 2) by field id. */
  custom_fields: customFieldValues.optional(),
  /**
   * Issue 30: minutes the seller has after a sealed tender's window end to accept or refuse each
   * parcel's provisional winner (APPR-1..4); absent, none: the award follows the usual rules.
   */
  approval_window_minutes: z.number().int().positive().optional(),
});

export const auctionStatus = z.enum(['active', 'inactive', 'removed']);

export const AuctionCreated = defineEvent(
  'AuctionCreated',
  1,
  auctionDetails.extend({ auctionId: id, sellerId: id, at: instant }),
);

export const AuctionEdited = defineEvent(
  'AuctionEdited',
  1,
  auctionDetails.extend({ auctionId: id, editedBy: id, at: instant }),
);

export const AuctionStatusChanged = defineEvent(
  'AuctionStatusChanged',
  1,
  z.object({ auctionId: id, status: auctionStatus, changedBy: id, at: instant }),
);

/** `addtoAuction`: only lots not already in the auction are listed. */
export const LotsAddedToAuction = defineEvent(
  'LotsAddedToAuction',
  1,
  z.object({ auctionId: id, lotIds: z.array(id).min(1), addedBy: id, at: instant }),
);

export const AuctionClosed = defineEvent(
  'AuctionClosed',
  1,
  z.object({ auctionId: id, at: instant }),
);
