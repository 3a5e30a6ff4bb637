import { describe, expect, it } from 'vitest';
import { rankOf } from './buyer-label.js';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { foldLotStanding } from '../testing/lot-standing-fold.js';

const AT = '2030-01-01T09:00:00.000Z';
const fold = foldLotStanding;
const created = [
  'lot-l1',
  0,
  'LotCreated',
  { ...lotCreated('l1'), auctiontype: 'reverse' },
] as const;
const opened = [
  'lot-l1',
  1,
  'LotOpened',
  { lotId: 'l1', settings: lotCreated('l1').settings, at: AT },
] as const;
const reverseBid = (rev: number, bidId: string, userId: string, amount: number, wprice: number) =>
  [
    'lot-l1',
    rev,
    'ReverseBidPlaced',
    { lotId: 'l1', bidId, userId, amount, wprice, leaderId: userId, at: AT },
  ] as const;

describe('Lot standing of a reverse lot', () => {
  it('RANK-1: ranks the lowest bidder 1 and the higher one 2', () => {
    const s = fold(
      [...created],
      [...opened],
      [...reverseBid(2, 'b1', 'a', 500_00, 500_00)],
      [...reverseBid(3, 'b2', 'b', 450_00, 450_00)],
    )!;
    expect([rankOf(s, 'a'), rankOf(s, 'b'), rankOf(s, 'stranger')]).toEqual([2, 1, null]);
  });

  it('forgets a retracted bid: the other bidder ranks 1 again', () => {
    const s = fold(
      [...created],
      [...opened],
      [...reverseBid(2, 'b1', 'a', 500_00, 500_00)],
      [...reverseBid(3, 'b2', 'b', 450_00, 450_00)],
      [
        'lot-l1',
        4,
        'BidRetracted',
        {
          lotId: 'l1',
          bidId: 'b2',
          userId: 'b',
          reason: 'typo',
          retractedBy: 'admin',
          wprice: 500_00,
          leaderId: 'a',
          at: AT,
        },
      ],
    )!;
    expect(rankOf(s, 'a')).toBe(1);
    expect(rankOf(s, 'b')).toBeNull();
  });
});
