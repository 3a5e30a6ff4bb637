import { formatCents, perCarat, toCents } from '@/lib/format';
import type { BidMode } from './lot-timing';
import { isPerCarat } from './lot-total';
import type { Lot } from './cached-lot';

export type BidMessageKey =
  | 'enterBidAmount'
  | 'minBid'
  | 'enterOfferPrice'
  | 'enterValidPrice'
  | 'reverseMin'
  | 'maxStartingBid'
  | 'enterOrLess'
  | 'maximumBid'
  | 'nextBid';

export interface BidMessage {
  key: BidMessageKey;
  amount?: string;
}

/** Digits with an optional decimal point or comma, sign allowed (spec 5); integer cents out, never a float. */
export function parseAmountToCents(input: string): number | null {
  const m = /^\s*([+-]?)(\d+)(?:[.,](\d{0,2}))?\s*$/.exec(input);
  if (!m) return null;
  const [, sign = '', whole = '0', frac = ''] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

type PriceFields = Pick<Lot, 'next_bid' | 'sprice' | 'bid_count' | 'pricing'>;

/** Amounts in messages carry the lot's unit: a per-carat minimum reads '$620.00/ct'. */
const moneyFor = (lot: PriceFields) => (dollars: number | null | undefined) => {
  const text = formatCents(toCents(dollars ?? 0));
  return isPerCarat(lot) ? perCarat(text) : text;
};

/** The spec 5 messages, verbatim keys; null when the amount may be sent. */
export function validateBid(mode: BidMode, input: string, lot: PriceFields): BidMessage | null {
  const money = moneyFor(lot);
  const empty = input.trim() === '';
  const cents = parseAmountToCents(input);
  if (mode === 'sealed') {
    if (empty) return { key: 'enterOfferPrice' };
    const min = Math.max(toCents(lot.sprice ?? 0), 100);
    return cents === null || cents < min ? { key: 'enterValidPrice' } : null;
  }
  if (empty || cents === null) return { key: 'enterBidAmount' };
  if (mode === 'reverse') {
    const max = lot.next_bid ?? lot.sprice ?? 0;
    if (cents < 100) return { key: 'reverseMin' };
    if (cents > toCents(max)) return { key: 'maxStartingBid', amount: money(max) };
    return null;
  }
  const min = lot.next_bid ?? lot.sprice ?? 0;
  return cents < toCents(min) ? { key: 'minBid', amount: money(min) } : null;
}

/** Helper under the input: reverse lots say how low to go, others the next bid. */
export function bidHelper(mode: BidMode, lot: PriceFields): BidMessage | null {
  if (mode === 'sealed') return null;
  const next = moneyFor(lot)(lot.next_bid ?? lot.sprice);
  if (mode === 'reverse')
    return { key: lot.bid_count > 0 ? 'enterOrLess' : 'maximumBid', amount: next };
  return { key: 'nextBid', amount: next };
}

/** Reverse lots warn below one fifth of next_bid (spec 5); cents compare exactly. */
export function isLowBid(mode: BidMode, input: string, lot: PriceFields): boolean {
  if (mode !== 'reverse') return false;
  const cents = parseAmountToCents(input);
  const next = toCents(lot.next_bid ?? lot.sprice ?? 0);
  return cents !== null && cents > 0 && cents * 5 < next;
}

export function centsToWire(cents: number): number {
  return cents / 100;
}
