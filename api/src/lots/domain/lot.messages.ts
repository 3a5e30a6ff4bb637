import { ownValue } from '@facet/event-schemas';
import type { RejectionCode } from '@facet/event-schemas';
import { formatCents } from '../../shared/money/index.js';

type Params = Readonly<Record<string, number | string>>;

const money = (params: Params, key = 'amount'): string => {
  const v = ownValue(params, key);
  return typeof v === 'number' ? formatCents(v) : String(v ?? '');
};

// The spec's exact wording where it names one (sections 5 and 8); plain English otherwise.
export const lotMessages = {
  'bid.below-minimum': (p) => `Min bid ${money(p)}`,
  'bid.required': () => 'Enter Bid Amount',
  'bid.invalid-amount': () => 'Enter Valid Price',
  'bid.reverse-below-minimum': () => 'Min Bid $1.00',
  'bid.reverse-above-maximum': (p) => `Max Starting Bid ${money(p)}`,
  'offer.required': () => 'Enter Offer Price',
  'offer.below-minimum': () => 'Enter Valid Price',
  'offer.not-sealed': () => 'This lot does not take offers',
  'offer.not-found': () => 'Offer not found',
  'offer.not-awaiting-award': () => 'The offer window has not ended',
  'offer.award-expired': () => 'The approval deadline has passed',
  'offer.over-spending-cap': (p) =>
    `This offer would take the buyer's winnings in this auction past their spending cap of ${money(p)}`,
  'offer.not-awaiting-approval': () => 'No winning tender on this lot awaits your approval',
  'bid.own-lot': () => 'You cannot bid on your own lot',
  'bid.not-started': () => 'Auction has not started yet',
  'bid.ended': () => 'Auction Closed',
  'bid.deposit-required': (p) => `A bid deposit of ${money(p)} is required`,
  'bid.already-leading': () => 'You are already the highest bidder',
  'bid.same-maximum': (p) => `Your maximum bid is already ${money(p)}`,
  'bid.not-found': () => 'Bid not found',
  'bid.over-spending-cap': (p) =>
    `This bid would take your winnings in this auction past your spending cap of ${money(p)}`,
  'prebid.not-allowed': () => 'Pre bids are not taken on this lot',
  'prebid.closed': () => 'Pre bidding has closed',
  'buynow.not-offered': () => 'Buy now is not available',
  'buynow.own-lot': () => 'You cannot buy your own lot',
  'buynow.qty-required': () => 'Enter quantity',
  'buynow.insufficient-qty': (p) => `Only ${String(p['available'] ?? 0)} available`,
  'buynow.hold-not-found': () => 'Cart item not found',
  'buynow.hold-expired': () => 'Your cart hold has expired',
  'buynow.hold-not-expired': () => 'The cart hold has not expired',
  'deposit.insufficient': (p) => `Deposit must be at least ${money(p)}`,
  'retraction.reason-required': () => 'Required',
  'lot.not-found': () => 'Lot not found',
  'lot.forbidden': () => 'You are not allowed to do this',
  'lot.not-open': () => 'Lot is not open',
  'lot.not-biddable': () => 'This lot is buy now only',
  'lot.not-started': () => 'Lot has not started yet',
  'lot.not-ended': () => 'Lot has not ended yet',
  'lot.closed': () => 'Auction Closed',
  'lot.has-bids': () => 'A lot with bids cannot be edited',
  'lot.plan-limit': (p) =>
    `Your plan allows ${String(p.limit ?? '')} new lots a month; change plan to list more`,
  'lot.already-exists': () => 'Lot already exists',
  'lot.invalid-window': () => 'End date must be after start date',
  'lot.invalid-start-price': () => 'Enter Valid Price',
  'lot.invalid-buy-now-price': () => 'Enter Valid Price',
  'lot.invalid-weight': () => 'Enter the weight in carats, more than 0 ct',
  'lot.kimberley-process-required': () =>
    'A rough lot cannot open without its Kimberley Process certificate number, country of origin and exporting authority',
  'lot.start-in-past': () => 'A lot cannot start more than a day in the past',
  'command.unknown': () => 'Something went wrong!',
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;

const messages: Readonly<Record<string, (p: Params) => string>> = lotMessages;

/** The English message for a rejection code; the api and the tests share it. */
export function messageFor(code: string, params: Params = {}): string {
  const message = ownValue(messages, code);
  return message ? message(params) : 'Something went wrong!';
}

export const knownRejectionCodes = (): string[] => Object.keys(messages);
