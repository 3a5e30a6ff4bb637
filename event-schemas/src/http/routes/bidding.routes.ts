import { z } from 'zod';
import { parseDollarsToCents } from '../../money/money.parse.js';
import type {
  BidAnswer,
  OfferAnswer,
  OfferDecisionAnswer,
  PreBidAnswer,
  RecordedBidDepositAnswer,
} from '../../read-models/bid-answer.model.js';
import {
  commandId,
  field,
  id,
  oneOf,
  optionalField,
  optionalId,
  reject,
  requiredMoney,
  requiredText,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

const LOT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const BIDDING_TYPES = ['proxy', 'hard', 'sealed', 'reverse'] as const;

/** `bid/confirm`, `bid/preBidConfirm`, `makeoffer/addToMakeoffer`: a lot and an amount. */
export const placeBidRequest = z.strictObject({
  id: field<string | number, string>(
    'id',
    (v) => {
      const id = typeof v === 'number' ? String(v) : v;
      return typeof id === 'string' && LOT_ID.test(id) ? id : reject('Lot id required');
    },
    'The lot id (text or number, required)',
  ),
  wsprice: optionalField<string | number | null, number | null>(
    'money',
    (v) => {
      // Null when empty: the domain answers 'Enter Bid Amount'.
      if (v === undefined || v === null || v === '') return null;
      const cents = parseDollarsToCents(v);
      return cents === null || cents <= 0 || cents > 100_000_000_000_00
        ? reject('Enter Valid Price', 'bid.invalid-amount')
        : cents;
    },
    'The amount in dollars as decimal text or a number, at most 2 decimals; blank: "Enter Bid Amount"',
  ),
  bidding_type: optionalField<
    (typeof BIDDING_TYPES)[number],
    (typeof BIDDING_TYPES)[number] | undefined
  >(
    'string',
    (v) =>
      v === undefined || BIDDING_TYPES.includes(v as never)
        ? (v as (typeof BIDDING_TYPES)[number] | undefined)
        : reject('Invalid bidding type'),
    "proxy, hard, sealed or reverse; by default the lot's own",
  ),
  commandId,
});

/** Proxy or hard by the lot's mode, reverse or sealed by its type. */
export const placeBid = route({
  path: 'bid/confirm',
  request: placeBidRequest,
  answer: answer<BidAnswer>(),
});

/** A maximum placed before the lot starts, applied at opening. */
export const placePreBid = route({
  path: 'bid/preBidConfirm',
  request: placeBidRequest,
  answer: answer<PreBidAnswer>(),
});

/** A sealed offer; replaces the bidder's previous one while the lot is open. */
export const placeOffer = route({
  path: 'makeoffer/addToMakeoffer',
  request: placeBidRequest,
  answer: answer<OfferAnswer>(),
});

/** An admin retracts a bid: the price and the leader are recomputed without it. */
export const retractBid = route({
  path: 'bid/bidCancel',
  request: z.strictObject({
    id: id('Required', { description: 'The lot' }),
    bid_id: id('Required', { description: 'The bid' }),
    reason: requiredText('Required', { max: 500, description: 'Why, text' }),
    commandId,
  }),
  answer: answer<BidAnswer>(),
});

/** A deposit paid outside the app, recorded by an admin (real payments come later). */
export const recordBidDeposit = route({
  path: 'credit/recordBidDeposit',
  request: z.strictObject({
    id: id('Product id required', { description: 'The lot' }),
    user_id: id('Required', { description: 'The bidder who paid it' }),
    amount: requiredMoney('Required', {
      invalid: 'Enter Valid Price',
      description: 'Dollars as decimal text or a number, at most 2 decimals',
    }),
    commandId,
  }),
  answer: answer<RecordedBidDepositAnswer>(),
});

/** The seller accepts one sealed offer (`user_id`'s), or rejects them all (the lot is unsold). */
export const decideOffers = route({
  path: 'seller/offer/changeOfferStatus',
  request: z
    .strictObject({
      id: id('Required', { description: 'The lot' }),
      status: oneOf(['accept', 'reject'], { description: 'accept (one offer) or reject (all)' }),
      user_id: optionalId({ description: 'The bidder whose offer is accepted (with accept)' }),
      commandId,
    })
    .superRefine((decision, ctx) => {
      if (decision.status === 'accept' && !decision.user_id)
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['user_id'] });
    }),
  answer: answer<OfferDecisionAnswer>(),
});
