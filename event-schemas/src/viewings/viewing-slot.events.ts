import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** Why a buyer comes: to view an auction's rough before bidding, or to collect a paid invoice. */
export const viewingPurpose = z.enum(['auction', 'invoice']);

/** A reminder before the visit: the day before and one hour before. */
export const viewingReminderKind = z.enum(['day', 'hour']);

/** A viewing room's slot: where (Antwerp, Dubai, New York...), when, how long, how many seats. */
export const viewingSlotDetails = z.object({
  location: z.string().min(1).max(120),
  starts_at: instant,
  minutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
  capacity: z.number().int().positive().max(1000),
  /** The auction whose rough is shown; null for a general slot (any auction, collections). */
  auctionId: id.nullable(),
});

export const ViewingSlotOpened = defineEvent(
  'ViewingSlotOpened',
  1,
  viewingSlotDetails.extend({ slotId: id, openedBy: id, at: instant }),
);

export const ViewingSlotCapacityChanged = defineEvent(
  'ViewingSlotCapacityChanged',
  1,
  z.object({
    slotId: id,
    capacity: z.number().int().positive().max(1000),
    changedBy: id,
    at: instant,
  }),
);

export const ViewingSlotCancelled = defineEvent(
  'ViewingSlotCancelled',
  1,
  z.object({ slotId: id, cancelledBy: id, at: instant }),
);

export const ViewingBooked = defineEvent(
  'ViewingBooked',
  1,
  z.object({
    slotId: id,
    buyerId: id,
    purpose: viewingPurpose,
    auctionId: id.nullable(),
    invoiceId: id.nullable(),
    at: instant,
  }),
);

export const ViewingCancelled = defineEvent(
  'ViewingCancelled',
  1,
  z.object({ slotId: id, buyerId: id, cancelledBy: id, at: instant }),
);

export const ViewingReminderSent = defineEvent(
  'ViewingReminderSent',
  1,
  z.object({ slotId: id, buyerId: id, kind: viewingReminderKind, at: instant }),
);
