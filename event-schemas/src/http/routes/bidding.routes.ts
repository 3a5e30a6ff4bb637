import { z } from 'zod';
import { parseDollarsToCents } from '../../money/money.parse.js';
import type {
  BidAnswer,
  OfferAnswer,
  OfferDecisionAnswer,
  PreBidAnswer,
  RecordedBidDepositAnswer,
} from '../../read-models/bid-answer.model.js';
import type { BuyNowOfferAnswer } from '../../read-models/buy-now-offer.model.js';
import type { EncryptedTenderAnswer } from '../../tenders/tender-receipt.js';
import {
  commandId,
  field,
  id,
  integer,
  money,
  oneOf,
  optionalField,
  optionalId,
  reject,
  requiredMoney,
  requiredText,
} from '../request/fields.js';
import { optionalCiphertext } from './tenders.routes.js';
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
    "proxy, hard, sealed or reverse, as the client showed it; a standard lot's bid is judged by proxy_bidding_settings at the time of the bid",
  ),
  commandId,
});

/** Proxy or hard by `proxy_bidding_settings` at the bid, reverse or sealed by the lot's type. */
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

/**
 * One declaration, two offers; the product named decides which (its kind is the discriminator, the
 * body is the same): on a SEALED lot a sealed offer that replaces the bidder's previous one while
 * the lot is open (`wsprice`; `qty` is ignored); on a BUY-NOW item that accepts offers a make-offer
 * to its seller (`wsprice` in the item's basis: per carat for per-carat items, per unit otherwise;
 * `qty` units, 1 by default). The answer says which: a make-offer's carries `kind: 'buynow'`.
 */
export const placeOffer = route({
  path: 'makeoffer/addToMakeoffer',
  request: placeBidRequest.extend({
    qty: integer({
      min: 1,
      max: 1_000_000,
      description: 'Buy-now make-offer: the units wanted (1 by default); ignored on sealed lots',
    }),
    ciphertext: optionalCiphertext,
  }),
  answer: answer<OfferAnswer | BuyNowOfferAnswer | EncryptedTenderAnswer>(),
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

/**
 * Issue 30: the seller accepts or refuses the provisional winner of their sealed lot while the
 * tender event's approval window runs (APPR-2, APPR-3); a refused lot is unsold.
 */
export const approveTender = route({
  path: 'seller/offer/changeApprovalStatus',
  request: z.strictObject({
    id: id('Required', { description: 'The lot' }),
    decision: oneOf(['accept', 'refuse'], {
      description: 'accept (the provisional winner buys) or refuse (the lot is unsold)',
    }),
    commandId,
  }),
  answer: answer<OfferDecisionAnswer>(),
});

/**
 * Without `offer_id`: the seller accepts one sealed offer (`user_id`'s), or rejects them all (the
 * lot is unsold). With `offer_id`: the seller (or an admin) answers one make-offer on the buy-now
 * item `id`: accept, reject, or counter with `amount` (dollars, the item's basis).
 */
export const decideOffers = route({
  path: 'seller/offer/changeOfferStatus',
  request: z
    .strictObject({
      id: id('Required', { description: 'The lot' }),
      status: oneOf(['accept', 'reject', 'counter'], {
        description: 'accept (one offer), reject (sealed: all) or counter (make-offers only)',
      }),
      user_id: optionalId({ description: 'Sealed: the bidder whose offer is accepted' }),
      offer_id: optionalId({ description: 'A make-offer on a buy-now item: the offer answered' }),
      amount: money({
        invalid: 'Enter Valid Price',
        description: "With counter: the counter price in dollars (the item's basis)",
      }),
      commandId,
    })
    .superRefine((decision, ctx) => {
      if (decision.offer_id) {
        if (decision.status === 'counter' && !decision.amount)
          ctx.addIssue({ code: 'custom', message: 'Enter Valid Price', path: ['amount'] });
        return;
      }
      if (decision.status === 'counter')
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['offer_id'] });
      if (decision.status === 'accept' && !decision.user_id)
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['user_id'] });
    }),
  answer: answer<OfferDecisionAnswer | BuyNowOfferAnswer>(),
});
