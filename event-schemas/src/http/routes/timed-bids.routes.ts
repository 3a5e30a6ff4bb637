import { z } from 'zod';
import type { BidAnswer } from '../../read-models/bid-answer.model.js';
import type { TimedBidAnswer, TimedBidList } from '../../read-models/timed-bid.model.js';
import {
  commandId,
  id,
  instant,
  money,
  oneOfOr,
  optionalId,
  paging,
  requiredInstant,
  requiredMoney,
  requiredText,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';
import { placeBidRequest } from './bidding.routes.js';

const amount = requiredMoney('Enter Bid Amount', {
  invalid: 'Enter Valid Price',
  description: 'The bid (or the maximum on a proxy lot) in dollars, at most 2 decimals',
});

/** `ttwbid/confirm`: the server places this bid at `bid_time` (the server's clock decides). */
export const scheduleTimedBid = route({
  path: 'ttwbid/confirm',
  request: z.strictObject({
    id: placeBidRequest.shape.id,
    wsprice: amount,
    bid_time: requiredInstant('Choose a time', {
      description: 'When the server places the bid (ISO 8601); before the lot closes',
    }),
    commandId,
  }),
  answer: answer<TimedBidAnswer>(),
});

/** `ttwbid/future_proxy`: a private maximum the server places as a proxy bid when the lot opens. */
export const scheduleFutureProxy = route({
  path: 'ttwbid/future_proxy',
  request: z.strictObject({ id: placeBidRequest.shape.id, wsprice: amount, commandId }),
  answer: answer<TimedBidAnswer>(),
});

/** The owner changes a pending timed bid's amount or time before it comes. */
export const changeTimedBid = route({
  path: 'ttwbid/update',
  request: z.strictObject({
    ttw_id: id('Required', { description: 'The timed bid' }),
    wsprice: money({ invalid: 'Enter Valid Price', description: 'A new amount (dollars)' }),
    bid_time: instant({ description: 'A new time (ISO 8601); not for a future proxy' }),
    commandId,
  }),
  answer: answer<TimedBidAnswer>(),
});

/** The owner withdraws a pending timed bid. */
export const cancelTimedBid = route({
  path: 'ttwbid/delete',
  request: z.strictObject({ ttw_id: id('Required', { description: 'The timed bid' }), commandId }),
  answer: answer<TimedBidAnswer>(),
});

const statuses = ['all', 'pending', 'placed', 'failed', 'cancelled'] as const;

/** `product/ttw_dashboard`: the caller's timed bids, newest first. */
export const getTimedBidDashboard = route({
  path: 'product/ttw_dashboard',
  request: z.strictObject({
    status: oneOfOr(statuses, 'all', { description: 'all, pending, placed, failed or cancelled' }),
    ...paging(10),
  }),
  answer: answer<TimedBidList>(),
});

/** `product/ttwbidhistory`: the caller's timed bids on one lot and their outcomes. */
export const getLotTimedBids = route({
  path: 'product/ttwbidhistory',
  request: z.strictObject({ id: placeBidRequest.shape.id, ...paging(10) }),
  answer: answer<TimedBidList>(),
});

/**
 * `seller/product/ttwbidhistoryUpdate`: the back office's action from the lot's bid history. With
 * `ttw_id`, cancels a pending timed bid (admin); with `bid_id`, retracts a bid as `bid/bidCancel`
 * does (admin), as this path did before timed bids existed.
 */
export const updateTimedBidHistory = route({
  path: 'seller/product/ttwbidhistoryUpdate',
  request: z
    .strictObject({
      id: id('Required', { description: 'The lot' }),
      bid_id: optionalId({ description: 'A bid to retract' }),
      ttw_id: optionalId({ description: 'A pending timed bid to cancel' }),
      reason: requiredText('Required', { max: 500, description: 'Why, text' }),
      commandId,
    })
    .superRefine((b, ctx) => {
      if (!b.bid_id === !b.ttw_id)
        ctx.addIssue({ code: 'custom', message: 'Name a bid_id or a ttw_id', path: ['bid_id'] });
    }),
  answer: answer<BidAnswer | TimedBidAnswer>(),
});
