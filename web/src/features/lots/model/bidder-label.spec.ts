import { describe, expect, it } from 'vitest';
import { aLot, HOUR, iso, NOW } from '@/testing/lot-builder';
import { bidderLabel } from './bidder-label';

const ME = 'u-1';

describe('Bidder labels (spec 4)', () => {
  describe('on an open standard lot', () => {
    it('shows nothing to a user who has not bid', () =>
      expect(bidderLabel(aLot(), ME, NOW)).toBeNull());
    it('shows nothing to a visitor', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'winner' }), null, NOW)).toBeNull());
    it('shows Winning to the leader', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'winner' }), ME, NOW)).toEqual({
        key: 'winning',
        reserveNotMet: false,
      }));
    it('shows Outbid to a topped bidder', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'outbid' }), ME, NOW)).toEqual({
        key: 'outbid',
        reserveNotMet: false,
      }));
    it("adds ', Reserve not met' while the server says the reserve is not met", () =>
      expect(
        bidderLabel(aLot({ bidtopstatus: 'winner', wprice: 1200, reserve_met: false }), ME, NOW),
      ).toEqual({ key: 'winning', reserveNotMet: true }));
    it('trusts the server flag when the reserve itself is hidden', () =>
      expect(
        bidderLabel(aLot({ bidtopstatus: 'outbid', reserve_met: false }), ME, NOW)?.reserveNotMet,
      ).toBe(true));
  });

  describe('after close', () => {
    it('shows Won to the winner', () =>
      expect(bidderLabel(aLot({ market_status: 'sold', bidtopstatus: 'won' }), ME, NOW)?.key).toBe(
        'won',
      ));
    it('shows Lost to the others', () =>
      expect(bidderLabel(aLot({ market_status: 'sold', bidtopstatus: 'lost' }), ME, NOW)?.key).toBe(
        'lost',
      ));
    it('turns a stale Winning into Won when the lot sold to the user', () =>
      expect(
        bidderLabel(aLot({ market_status: 'sold', bidtopstatus: 'winner', buynowed: ME }), ME, NOW)
          ?.key,
      ).toBe('won'));
    it('shows Lost when the lot closed unsold', () =>
      expect(
        bidderLabel(aLot({ market_status: 'unsold', bidtopstatus: 'winner' }), ME, NOW)?.key,
      ).toBe('lost'));
  });

  describe('on a sealed lot', () => {
    const sealed = { auctiontype: 'sealed', bid_or_not: 1 } as const;
    it('shows Pending while open and the offer window ended', () =>
      expect(bidderLabel(aLot({ ...sealed, date_closed: iso(-HOUR) }), ME, NOW)?.key).toBe(
        'pending',
      ));
    it('shows no label while the window is still open', () =>
      expect(bidderLabel(aLot({ ...sealed }), ME, NOW)).toBeNull());
    it('shows Won when sold to the user', () =>
      expect(
        bidderLabel(aLot({ ...sealed, market_status: 'sold', buynowed: ME }), ME, NOW)?.key,
      ).toBe('won'));
    it('shows Lost when sold to someone else', () =>
      expect(
        bidderLabel(aLot({ ...sealed, market_status: 'sold', buynowed: 'u-2' }), ME, NOW)?.key,
      ).toBe('lost'));
    it('shows Lost when unsold', () =>
      expect(bidderLabel(aLot({ ...sealed, market_status: 'unsold' }), ME, NOW)?.key).toBe('lost'));
  });
});
