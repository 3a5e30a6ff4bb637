import { z } from 'zod';

/**
 * Fails a rule over the whole body (one that reads two fields) with the spec's message and code;
 * `field` names the field the form shows it at. Runs after every field read well, as the api's
 * mapping did.
 */
export function refuseBody<T>(
  ctx: z.core.$RefinementCtx<T>,
  message: string,
  opts: { code: string; field?: string },
): never {
  ctx.issues.push({
    code: 'custom',
    message,
    input: ctx.value,
    path: opts.field === undefined ? [] : [opts.field],
    params: { code: opts.code },
  });
  return z.NEVER;
}

/** What an audit or a replay reads: one lot's streams, or an auction's and all its lots'. */
export interface LotOrAuction {
  kind: 'lot' | 'auction';
  id: string;
}

/** Exactly one of `lot_id` and `auction_id` (a blank one is not given). */
export const lotOrAuction = (lot: string | undefined, auction: string | undefined) =>
  lot && !auction
    ? ({ kind: 'lot', id: lot } as LotOrAuction)
    : auction && !lot
      ? ({ kind: 'auction', id: auction } as LotOrAuction)
      : undefined;
