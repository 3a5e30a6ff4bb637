import { z } from 'zod';
import type { SpendingCapAnswer } from '../../read-models/spending-cap.model.js';
import { commandId, id, money } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * A buyer's cap on the total they will win in one auction (issue 30). The cap is in dollars as
 * every money input; 0, null or blank removes it.
 */
export const setSpendingCap = route({
  path: 'auction/setSpendingCap',
  request: z.strictObject({
    auction_id: id('Auction id required', { description: 'The auction the cap is for' }),
    cap: money({ description: 'The most you will win in this auction in total; 0 or blank: none' }),
    commandId,
  }),
  answer: answer<SpendingCapAnswer>(),
});

/** The caller's own cap in an auction and what they lead or have won there now. */
export const getSpendingCap = route({
  path: 'auction/getSpendingCap',
  request: z.strictObject({
    auction_id: id('Auction id required', { description: 'The auction the cap is for' }),
  }),
  answer: answer<SpendingCapAnswer>(),
});
