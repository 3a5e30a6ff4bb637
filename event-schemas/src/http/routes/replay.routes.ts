import { z } from 'zod';
import type { OutcomeExplanation, ReplayFrame, ReplayTimeline } from '../../replay/replay.model.js';
import { fields } from '../request/account-fields.js';
import { lotOrAuction, refuseBody } from '../request/body-rules.js';
import { answer, route } from '../request/route.js';

/** Issue 18: the admin's replay of a lot's or an auction's life, and a bidder's own outcome. */

const scopeFields = {
  lot_id: fields.id.optional().describe('The lot replayed (or auction_id)'),
  auction_id: fields.id.optional().describe('The auction replayed, all its lots (or lot_id)'),
};

/** `{ lot_id } | { auction_id }` plus `extra`, read as `{ scope: { kind, id }, ...extra }`. */
const scoped = <E extends z.ZodRawShape>(extra: E) =>
  z.strictObject({ ...scopeFields, ...extra }).transform((body, ctx) => {
    const { lot_id, auction_id, ...rest } = body as typeof body & {
      lot_id?: string;
      auction_id?: string;
    };
    const scope =
      lotOrAuction(lot_id, auction_id) ??
      refuseBody(ctx, 'Give either lot_id or auction_id', {
        code: 'request.invalid-field',
        field: 'lot_id',
      });
    return { ...rest, scope };
  });

/** Every event of a lot or an auction, in log order, for the scrubber. */
export const replayTimeline = route({
  path: 'admin/replay/timeline',
  request: scoped({}),
  answer: answer<ReplayTimeline>(),
});

const step = 'step must be a whole number from 0';

/** What the public and (picked) one bidder saw after events 0..step. */
export const replayFrame = route({
  path: 'admin/replay/frame',
  request: scoped({
    step: z
      .number({ error: step })
      .int(step)
      .min(0, step)
      .describe('The instant: the state after events 0..step of the timeline'),
    bidder_id: fields.id.optional().describe('Also show what this bidder saw and was told'),
  }),
  answer: answer<ReplayFrame>(),
});

/** Why the caller's own outcome on a lot is what it is (own and public facts only). */
export const explainOutcome = route({
  path: 'bid/explainOutcome',
  request: z.strictObject({ project_id: fields.id.describe('The lot the caller bid on') }),
  answer: answer<OutcomeExplanation>(),
});
