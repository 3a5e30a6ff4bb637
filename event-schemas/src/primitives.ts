import { z } from 'zod';

/** Integer US cents; never a float. */
export const cents = z.number().int().safe();
/** Integer carat points (1 ct = 100 points). */
export const points = z.number().int().nonnegative().safe();
/** ISO 8601 UTC instant. */
export const instant = z.iso.datetime({ offset: false });
export const id = z.string().min(1).max(128);
