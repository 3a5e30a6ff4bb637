import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { bidHelper, isLowBid, parseAmountToCents, validateBid } from './bid-rules';

describe('Amount input', () => {
  it('reads digits with a decimal point or comma into integer cents', () => {
    expect(parseAmountToCents('1234.5')).toBe(123_450);
    expect(parseAmountToCents('1234,56')).toBe(123_456);
    expect(parseAmountToCents('+20')).toBe(2000);
    expect(parseAmountToCents('-3')).toBe(-300);
  });
  it('rejects anything else', () => {
    expect(parseAmountToCents('12a')).toBeNull();
    expect(parseAmountToCents('1.234')).toBeNull();
    expect(parseAmountToCents('')).toBeNull();
  });
});

describe('Standard bid (next bid $620)', () => {
  const lot = aLot();
  it("asks 'Enter Bid Amount' when empty", () =>
    expect(validateBid('proxy', '', lot)).toEqual({ key: 'enterBidAmount' }));
  it("asks 'Enter Bid Amount' when not numeric", () =>
    expect(validateBid('hard', 'abc', lot)).toEqual({ key: 'enterBidAmount' }));
  it("says 'Min bid $620.00' below the next bid", () =>
    expect(validateBid('proxy', '619.99', lot)).toEqual({ key: 'minBid', amount: '$620.00' }));
  it('accepts the next bid exactly', () => expect(validateBid('hard', '620', lot)).toBeNull());
});

describe('Sealed offer (starting price $500)', () => {
  const lot = aLot({ auctiontype: 'sealed', sprice: 500 });
  it("asks 'Enter Offer Price' when empty", () =>
    expect(validateBid('sealed', ' ', lot)).toEqual({ key: 'enterOfferPrice' }));
  it("says 'Enter Valid Price' below the starting price", () =>
    expect(validateBid('sealed', '499.99', lot)).toEqual({ key: 'enterValidPrice' }));
  it("says 'Enter Valid Price' below $1 when there is no starting price", () =>
    expect(validateBid('sealed', '0.5', aLot({ sprice: 0 }))).toEqual({ key: 'enterValidPrice' }));
  it('accepts the starting price', () => expect(validateBid('sealed', '500', lot)).toBeNull());
});

describe('Reverse bid (next bid $1,000)', () => {
  const lot = aLot({ auctiontype: 'reverse', sprice: 1200, next_bid: 1000, bid_count: 3 });
  it("says 'Min Bid $1.00' below a dollar", () =>
    expect(validateBid('reverse', '0.99', lot)).toEqual({ key: 'reverseMin' }));
  it("says 'Max Starting Bid $1,000.00' above the next bid", () =>
    expect(validateBid('reverse', '1000.01', lot)).toEqual({
      key: 'maxStartingBid',
      amount: '$1,000.00',
    }));
  it("helps with 'Enter $1,000.00 or less' once there is history", () =>
    expect(bidHelper('reverse', lot)).toEqual({ key: 'enterOrLess', amount: '$1,000.00' }));
  it("helps with 'Maximum Bid' before any bid", () =>
    expect(bidHelper('reverse', { ...lot, bid_count: 0 })).toEqual({
      key: 'maximumBid',
      amount: '$1,000.00',
    }));
  it('warns below one fifth of the next bid', () => {
    expect(isLowBid('reverse', '199.99', lot)).toBe(true);
    expect(isLowBid('reverse', '200', lot)).toBe(false);
    expect(isLowBid('proxy', '1', lot)).toBe(false);
  });
});
