import { z } from 'zod';
import {
  type BuyNowOfferAnswer,
  type BuyNowOfferList,
  buyNowOfferStatuses,
} from '../../read-models/buy-now-offer.model.js';
import { commandId, id, oneOf, oneOfOr, paging } from '../request/fields.js';
import { answer, route } from '../request/route.js';

const { page, limit } = paging();

/** `makeoffer/search`: the caller's own make-offers on buy-now items, newest first. */
export const searchMyOffers = route({
  path: 'makeoffer/search',
  request: z.strictObject({
    status: oneOfOr(['all', ...buyNowOfferStatuses], 'all', {
      description: `Only the offers in this status: all, ${buyNowOfferStatuses.join(', ')}`,
    }),
    limit,
    page,
  }),
  answer: answer<BuyNowOfferList>(),
});

/** `makeoffer/changeCounterStatus`: the buyer accepts (into the cart, held) or rejects the seller's counter. */
export const respondToCounter = route({
  path: 'makeoffer/changeCounterStatus',
  request: z.strictObject({
    offer_id: id('Required', { description: 'The make-offer countered' }),
    status: oneOf(['accept', 'reject'], { description: 'accept or reject the counter' }),
    commandId,
  }),
  answer: answer<BuyNowOfferAnswer>(),
});
