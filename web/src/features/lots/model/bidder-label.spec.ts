import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { bidderLabel } from './bidder-label';

const ME = 'u-1';

describe('Bidder labels (spec 4): the server decides, the web names it', () => {
  describe('on an open lot', () => {
    it('shows nothing to a user the server gave no status', () =>
      expect(bidderLabel(aLot(), ME)).toBeNull());
    it('shows nothing to a visitor', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'winner' }), null)).toBeNull());
    it('shows Winning to the leader', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'winner' }), ME)).toEqual({
        key: 'winning',
        reserveNotMet: false,
      }));
    it('shows Outbid to a topped bidder', () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'outbid' }), ME)).toEqual({
        key: 'outbid',
        reserveNotMet: false,
      }));
    it("adds ', Reserve not met' when the server says the reserve is not met", () =>
      expect(bidderLabel(aLot({ bidtopstatus: 'winner', reserve_met: false }), ME)).toEqual({
        key: 'winning',
        reserveNotMet: true,
      }));
    it('never judges the reserve from prices of its own', () =>
      expect(
        bidderLabel(aLot({ bidtopstatus: 'winner', wprice: 1200, reserve_met: true }), ME)
          ?.reserveNotMet,
      ).toBe(false));
  });

  describe('after close', () => {
    it('shows Won to the winner', () =>
      expect(bidderLabel(aLot({ market_status: 'sold', bidtopstatus: 'won' }), ME)?.key).toBe(
        'won',
      ));
    it('shows Lost to the others', () =>
      expect(bidderLabel(aLot({ market_status: 'sold', bidtopstatus: 'lost' }), ME)?.key).toBe(
        'lost',
      ));
    it('adds no reserve note to Won or Lost', () =>
      expect(
        bidderLabel(aLot({ bidtopstatus: 'lost', reserve_met: false }), ME)?.reserveNotMet,
      ).toBe(false));
  });

  describe('on a sealed lot', () => {
    const sealed = { auctiontype: 'sealed', bid_or_not: 1 } as const;
    it('shows Pending when the server says the offer awaits its award', () =>
      expect(bidderLabel(aLot({ ...sealed, bidtopstatus: 'pending' }), ME)?.key).toBe('pending'));
    it('shows no label while the window is open (the server sends no status)', () =>
      expect(bidderLabel(aLot({ ...sealed }), ME)).toBeNull());
  });

  it('shows no Outbid after a pre-bid: the server sends no status before the lot starts', () =>
    expect(bidderLabel(aLot({ bid_or_not: 1, bidtopstatus: null }), ME)).toBeNull());
});
