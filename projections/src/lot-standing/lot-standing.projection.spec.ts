import { describe, expect, it } from 'vitest';
import { buyerLabel, topStatus } from './buyer-label.js';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { foldLotStanding } from '../testing/lot-standing-fold.js';

const AT = '2030-01-01T09:00:00.000Z';
const fold = foldLotStanding;
const created = ['lot-l1', 0, 'LotCreated', lotCreated('l1')] as const;
const preBid = [
  'lot-l1',
  1,
  'PreBidPlaced',
  { lotId: 'l1', bidId: 'p1', userId: 'a', maximum: 800_00, at: AT },
] as const;

describe('Lot standing', () => {
  describe('when A pre-bids on a lot that has not started', () => {
    it('gives A no Winning or Outbid label: pre-bids are ranked only at the start', () => {
      const s = fold([...created], [...preBid])!;
      expect(s.phase).toBe('scheduled');
      expect(topStatus(s, 'a')).toBeNull();
      expect(buyerLabel(s, 'a')).toBeNull();
    });

    it('ranks A once the lot opens and the pre-bid is applied (P1)', () => {
      const s = fold(
        [...created],
        [...preBid],
        ['lot-l1', 2, 'LotOpened', { lotId: 'l1', settings: lotCreated('l1').settings, at: AT }],
        [
          'lot-l1',
          3,
          'ProxyBidPlaced',
          {
            lotId: 'l1',
            bidId: 'p1',
            userId: 'a',
            maximum: 800_00,
            amount: 500_00,
            wprice: 500_00,
            leaderId: 'a',
            at: AT,
          },
        ],
      )!;
      expect(topStatus(s, 'a')).toBe('winner');
    });
  });
});
