import { z } from 'zod';
import { parseDollarsToCents } from '../../money/money.parse.js';
import type { BidAnswer, OfferAnswer, PreBidAnswer } from '../../read-models/bid-answer.model.js';
import { commandId, field, optionalField, reject } from '../request/request-fields.js';
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
