import { z } from 'zod';

/** Integer US cents; never a float. */
export const cents = z.number().int().safe();
/** Integer carat points (1 ct = 100 points). */
export const points = z.number().int().nonnegative().safe();
/** ISO 8601 UTC instant. */
export const instant = z.iso.datetime({ offset: false });
export const id = z.string().min(1).max(128);

/**
 * Values of the admin's dynamic fields by field id, as text (spec 3, `dynamic/*`): kept on a lot's,
 * an auction's, a template's details or a user's profile. Optional wherever it appears, so what
 * was saved before dynamic fields existed stays valid as it is.
 */
export const customFieldValues = z.record(id, z.string().max(5000));
