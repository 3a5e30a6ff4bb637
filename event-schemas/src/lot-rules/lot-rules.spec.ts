import { describe, expect, it } from 'vitest';
import { toBidAddtime } from './bid-addtime.mapper.js';
import { bidTopStatus, buyerLabel } from './buyer-label.rules.js';
import { incrementAt } from './increments.rules.js';
import type { LotStanding } from './lot-standing.js';
import { nextBid, type PriceLadder } from './next-bid.rules.js';
import { reserveMet } from './reserve-met.rules.js';

// The worked examples' table: below $1,000 step $10, from $1,000 step $25.
const table = {
  increments: [
    { from: 0, to: 1_000_00, increment: 10_00 },
    { from: 1_000_00, to: null, increment: 25_00 },
  ],
  defaultIncrement: 5_00,
};
const ladder = (over: Partial<PriceLadder> = {}): PriceLadder => ({
  ...table,
  sprice: 500_00,
  wprice: 0,
  has_bids: false,
  ...over,
});
const standing = (
  over: Partial<Omit<LotStanding, 'bidders'>> & { bidders?: string[] } = {},
): LotStanding => {
  const { bidders = ['a', 'b'], ...rest } = over;
  return {
    auctiontype: 'standard',
    phase: 'open',
    rprice: 0,
    wprice: 610_00,
    leaderId: 'a',
    winnerId: null,
    ...rest,
    bidders: new Set(bidders),
  };
};

describe('Lot rules', () => {
  describe('increments', () => {
    it('takes the band [from, to) holding the price', () => {
      expect(incrementAt(table, 999_99)).toBe(10_00);
      expect(incrementAt(table, 1_000_00)).toBe(25_00);
    });
    it('uses the default increment for a price no row holds', () =>
      expect(incrementAt({ increments: [], defaultIncrement: 5_00 }, 700_00)).toBe(5_00));
  });

  describe('next bid', () => {
    it('is the starting price while there is no bid', () =>
      expect(nextBid({ ...ladder(), auctiontype: 'standard' })).toBe(500_00));
    it('is one step over the price once A leads at $610 (P4)', () =>
      expect(
        nextBid({ ...ladder({ wprice: 610_00, has_bids: true }), auctiontype: 'standard' }),
      ).toBe(620_00));
    it('steps by the band of the current price ($1,000 and up: $25)', () =>
      expect(
        nextBid({ ...ladder({ wprice: 1_000_00, has_bids: true }), auctiontype: 'standard' }),
      ).toBe(1_025_00));
    it('falls one step under the lowest bid on a reverse lot', () =>
      expect(
        nextBid({ ...ladder({ wprice: 400_00, has_bids: true }), auctiontype: 'reverse' }),
      ).toBe(390_00));
    it('is not clamped on a reverse lot below one step: no bid can lead any more', () =>
      expect(nextBid({ ...ladder({ wprice: 5_00, has_bids: true }), auctiontype: 'reverse' })).toBe(
        -5_00,
      ));
    it('asks a sealed offer for max(sprice, $1.00)', () => {
      expect(nextBid({ ...ladder({ sprice: 0 }), auctiontype: 'sealed' })).toBe(1_00);
      expect(nextBid({ ...ladder({ sprice: 400_00 }), auctiontype: 'sealed' })).toBe(400_00);
    });
  });

  describe('reserve met', () => {
    it('is met without a reserve', () => expect(reserveMet(standing())).toBe(true));
    it('is not met before any bid', () =>
      expect(reserveMet(standing({ rprice: 1_500_00, wprice: 0, leaderId: null }))).toBe(false));
    it('is not met while wprice < rprice', () =>
      expect(reserveMet(standing({ rprice: 1_500_00, wprice: 1_200_00 }))).toBe(false));
    it('is met when the price reaches it', () =>
      expect(reserveMet(standing({ rprice: 1_500_00, wprice: 1_500_00 }))).toBe(true));
    it('compares the other way on a reverse lot (sold only at or under the reserve)', () => {
      const reverse = { auctiontype: 'reverse', rprice: 300_00 } as const;
      expect(reserveMet(standing({ ...reverse, wprice: 350_00 }))).toBe(false);
      expect(reserveMet(standing({ ...reverse, wprice: 300_00 }))).toBe(true);
    });
  });

  describe('labels (spec section 4)', () => {
    it('shows Winning to the leader and Outbid to the others while open', () => {
      expect(buyerLabel(standing(), 'a')).toBe('Winning');
      expect(buyerLabel(standing(), 'b')).toBe('Outbid');
      expect(bidTopStatus(standing(), 'b')).toBe('outbid');
    });
    it('shows nothing to a user who never bid', () =>
      expect(bidTopStatus(standing(), 'c')).toBeNull());
    it("appends ', Reserve not met' while wprice < rprice", () => {
      const s = standing({ rprice: 1_500_00, wprice: 1_200_00 });
      expect([buyerLabel(s, 'a'), buyerLabel(s, 'b')]).toEqual([
        'Winning, Reserve not met',
        'Outbid, Reserve not met',
      ]);
    });
    it('shows no Winning or Outbid for a pre-bid before the lot starts: nothing is ranked yet', () => {
      const s = standing({ phase: 'scheduled', leaderId: null, wprice: 0, bidders: ['a'] });
      expect(bidTopStatus(s, 'a')).toBeNull();
      expect(buyerLabel(s, 'a')).toBeNull();
    });
    it('shows the bidder no rank while a sealed window is open (they see their own offer)', () => {
      const s = standing({ auctiontype: 'sealed', leaderId: null, wprice: 0 });
      expect(bidTopStatus(s, 'a')).toBeNull();
    });
    it('shows Pending once the sealed window ended, awaiting the award', () => {
      const s = standing({ auctiontype: 'sealed', phase: 'awaiting_award', leaderId: null });
      expect([bidTopStatus(s, 'a'), buyerLabel(s, 'a')]).toEqual(['pending', 'Pending']);
    });
    it('shows Won to the buyer and Lost to the others once sold', () => {
      const s = standing({ phase: 'sold', winnerId: 'a' });
      expect([buyerLabel(s, 'a'), buyerLabel(s, 'b')]).toEqual(['Won', 'Lost']);
    });
    it('shows Lost to every bidder of an unsold lot', () =>
      expect(buyerLabel(standing({ phase: 'unsold' }), 'a')).toBe('Lost'));
  });

  describe('bidAddtime', () => {
    const card = {
      id: 'l1',
      auctiontype: 'standard' as const,
      market_status: 'open',
      wprice: 610_00,
      next_bid: 620_00,
      bid_count: 2,
      date_closed: '2030-01-02T10:00:00.000Z',
      revision: 3,
    };
    it('gives watchers the public figures in dollars, visitors none', () => {
      expect(toBidAddtime(card, true)).toEqual({
        status: 'success',
        id: 'l1',
        wprice: 610,
        next_bid: 620,
        bid_count: 2,
        date_closed: card.date_closed,
        revision: 3,
      });
      expect(toBidAddtime(card, false)).toMatchObject({ wprice: null, next_bid: null });
    });
    it("adds the bidder's own status and reserve flag to their answer", () =>
      expect(
        toBidAddtime(card, true, { standing: standing({ rprice: 1_500_00 }), userId: 'b' }),
      ).toMatchObject({ bidtopstatus: 'outbid', reserve_met: false }));
    it('shows no amount of a sealed lot before its award', () =>
      expect(toBidAddtime({ ...card, auctiontype: 'sealed' }, true)).toMatchObject({
        wprice: 0,
        next_bid: null,
      }));
  });
});
