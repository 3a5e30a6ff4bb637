import { describe, expect, it } from 'vitest';
import { toBidAddtime } from './bid-addtime.mapper.js';
import type { LotStanding } from './lot-standing.js';
import { reverseRank, reverseRanks } from './reverse-rank.rules.js';

const reverse = (over: Partial<LotStanding> = {}): LotStanding => ({
  auctiontype: 'reverse',
  phase: 'open',
  rprice: 0,
  wprice: 400_00,
  leaderId: 'c',
  winnerId: null,
  bidders: new Set(['a', 'b', 'c']),
  reverseBids: [
    { userId: 'a', amount: 500_00 },
    { userId: 'b', amount: 450_00 },
    { userId: 'c', amount: 400_00 },
  ],
  ...over,
});

describe('Reverse lot ranks', () => {
  it('RANK-1: given bids of 500, 450 and 400, the 400 bidder ranks 1 and the 500 bidder 3', () => {
    expect(reverseRanks(reverse().reverseBids ?? [])).toEqual({ c: 1, b: 2, a: 3 });
  });

  it('RANK-2: given a bidder who bid 500 then 350, they rank once, by 350', () => {
    const bids = [...(reverse().reverseBids ?? []), { userId: 'a', amount: 350_00 }];
    expect(reverseRanks(bids)).toEqual({ a: 1, c: 2, b: 3 });
  });

  it('RANK-3: given two equal bids, the earlier one ranks first', () => {
    const bids = [
      { userId: 'late', amount: 300_00 },
      { userId: 'first', amount: 300_00 },
    ];
    expect(reverseRanks(bids)).toEqual({ late: 1, first: 2 });
  });

  it('RANK-4: a standard lot, a closed reverse lot and a non-bidder have no rank', () => {
    expect(reverseRank(reverse({ auctiontype: 'standard' }), 'c')).toBeNull();
    expect(reverseRank(reverse({ phase: 'sold' }), 'c')).toBeNull();
    expect(reverseRank(reverse(), 'stranger')).toBeNull();
    expect(reverseRank(reverse(), 'b')).toBe(2);
  });

  it("RANK-5: the bidder's answer carries their rank and no other bidder's amount", () => {
    const card = {
      id: 'lot-1',
      auctiontype: 'reverse' as const,
      market_status: 'open',
      wprice: 400_00,
      next_bid: 390_00,
      bid_count: 3,
      date_closed: '2026-12-01T00:00:00.000Z',
      revision: 4,
    };
    const answer = toBidAddtime(card, true, { standing: reverse(), userId: 'a' });
    expect(answer.rank).toBe(3);
    expect(JSON.stringify(answer)).not.toContain('450');
    expect(JSON.stringify(answer)).not.toContain('500');
    expect(toBidAddtime(card, true).rank).toBeUndefined();
  });
});
