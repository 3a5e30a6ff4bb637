import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/**
 * A buyer's cap on the total they will win in one auction (issue 30): the sum of the lot totals
 * of the lots they lead or have won there never passes it. Cents, the invoice's lot totals.
 */
export const SpendingCapSet = defineEvent(
  'SpendingCapSet',
  1,
  z.object({ auctionId: id, buyerId: id, cap: cents.positive(), at: instant }),
);

/** The buyer removed their cap: they may win without limit again. */
export const SpendingCapRemoved = defineEvent(
  'SpendingCapRemoved',
  1,
  z.object({ auctionId: id, buyerId: id, at: instant }),
);

export const spendingCapEvents = [SpendingCapSet, SpendingCapRemoved] as const;

/** One stream per auction holds every buyer's cap: the opening of a tender reads them at once. */
export const spendingCapsStream = (auctionId: string): string => `spending-caps-${auctionId}`;
