import { z } from 'zod';
import { fields } from '../security/body-schema.js';
import { badRequest } from '../shared/errors/http-problem.js';
import type { ReplayScope } from './replay.service.js';

const scopeFields = {
  lot_id: fields.id.optional().describe('The lot replayed (or auction_id)'),
  auction_id: fields.id.optional().describe('The auction replayed, all its lots (or lot_id)'),
};

/** `admin/replay/timeline` `{ lot_id } | { auction_id }`. */
export const timelineBody = z.strictObject(scopeFields);

/** `admin/replay/frame` `{ lot_id | auction_id, step, bidder_id? }`. */
export const frameBody = z.strictObject({
  ...scopeFields,
  step: z
    .number({ error: 'step must be a whole number from 0' })
    .int('step must be a whole number from 0')
    .min(0, 'step must be a whole number from 0')
    .describe('The instant: the state after events 0..step of the timeline'),
  bidder_id: fields.id.optional().describe('Also show what this bidder saw and was told'),
});

/** `bid/explainOutcome` `{ project_id }`. */
export const explainOutcomeBody = z.strictObject({
  project_id: fields.id.describe('The lot the caller bid on'),
});

/** Exactly one of `lot_id` and `auction_id`. */
export function scopeOf(body: {
  lot_id?: string | undefined;
  auction_id?: string | undefined;
}): ReplayScope {
  if (body.lot_id !== undefined && body.auction_id === undefined) return { lotId: body.lot_id };
  if (body.auction_id !== undefined && body.lot_id === undefined)
    return { auctionId: body.auction_id };
  throw badRequest('Give either lot_id or auction_id', 'request.invalid-field', {
    field: 'lot_id',
  });
}
