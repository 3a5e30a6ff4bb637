import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';
import { lotDetails, lotSettingsSnapshot, lotStatus } from './lot-shared.schemas.js';

export const LotCreated = defineEvent(
  'LotCreated',
  2,
  lotDetails.extend({ lotId: id, sellerId: id, settings: lotSettingsSnapshot, at: instant }),
);

export const LotEdited = defineEvent(
  'LotEdited',
  1,
  lotDetails.extend({ lotId: id, editedBy: id, at: instant }),
);

export const LotStatusChanged = defineEvent(
  'LotStatusChanged',
  1,
  z.object({ lotId: id, status: lotStatus, changedBy: id, at: instant }),
);

/** The site's lot settings as they stood for this lot at that moment (applied, or at the opening). */
const settingsOfLot = z.object({ lotId: id, settings: lotSettingsSnapshot, at: instant });
export const LotSettingsApplied = defineEvent('LotSettingsApplied', 1, settingsOfLot);
export const LotOpened = defineEvent('LotOpened', 1, settingsOfLot);

/** Anti-sniping: `date_closed` moved by an accepted bid near the end. */
export const LotClosingExtended = defineEvent(
  'LotClosingExtended',
  1,
  z.object({ lotId: id, date_closed: instant, previous_date_closed: instant, at: instant }),
);

export const LotSold = defineEvent(
  'LotSold',
  1,
  z.object({
    lotId: id,
    buyerId: id,
    /** Price per carat or per item. */
    amount: cents.nonnegative(),
    /** What the buyer owes for the lot: weight x price (per carat) or price x qty. */
    total: cents.nonnegative(),
    qty: z.number().int().positive(),
    via: z.enum(['auction', 'reverse', 'sealed', 'buy_now']),
    common_invoice: z.string().min(1),
    at: instant,
  }),
);

export const LotUnsold = defineEvent(
  'LotUnsold',
  1,
  z.object({
    lotId: id,
    reason: z.enum(['no_bids', 'reserve_not_met', 'rejected', 'award_expired']),
    at: instant,
  }),
);
