import { z } from 'zod';
import { parseDollarsToCents } from '../shared/money/index.js';

/** Dollars with at most two decimals, as integer cents (the HTTP edge's money rule). */
export const dollars = (field: string) =>
  z.union([z.number(), z.string()], { error: 'Required' }).transform((v, ctx) => {
    const cents = parseDollarsToCents(v);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message: `Invalid amount for ${field}` });
      return z.NEVER;
    }
    return cents;
  });

export const commandId = z.string().min(1).max(128).optional();
