import { describe, expect, it } from 'vitest';
import type { LotState } from '../../lots/domain/index.js';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import { planCheckout } from './checkout-plan.rules.js';

const at = '2026-03-02T10:00:00.000Z';
const later = '2026-03-02T10:15:00.000Z';
// Only what the planner reads of a lot: its id, seller and holds.
const lotOf = (lotId: string, sellerId: string, holdId: string): LotState =>
  ({
    lotId,
    sellerId,
    holds: { [holdId]: { userId: 'buyer-1', qty: 1, expiresAt: later } },
  }) as unknown as LotState;
const lotA = lotOf('lot-a', 'seller-a', 'hold-a');
const lotB = lotOf('lot-b', 'seller-b', 'hold-b');

describe('Checkout plan, a seller acting for the buyer', () => {
  describe("given buyer-1 holds one unit of seller A's lot and one of seller B's", () => {
    it("takes only seller A's hold when seller A checks out for the buyer (SFB-4)", () => {
      const plan = planCheckout([lotA, lotB], 'buyer-1', at, undefined, new Set(), 'seller-a');
      expect(plan).toEqual({
        holds: [{ lotId: 'lot-a', holdId: 'hold-a', qty: 1 }],
        sellerId: 'seller-a',
      });
    });

    it("refuses the whole checkout when seller A names seller B's hold (SFB-4)", () => {
      const named = ['hold-a', 'hold-b'];
      expect(
        rejectionCode(() =>
          planCheckout([lotA, lotB], 'buyer-1', at, named, new Set(), 'seller-a'),
        ),
      ).toBe('acting-for-buyer.forbidden');
    });

    it('refuses a seller none of whose lots the buyer holds (SFB-4)', () => {
      expect(
        rejectionCode(() =>
          planCheckout([lotA, lotB], 'buyer-1', at, undefined, new Set(), 'seller-c'),
        ),
      ).toBe('acting-for-buyer.forbidden');
    });

    it('refuses the buyer (or an admin) mixing both sellers in one invoice', () => {
      expect(
        rejectionCode(() => planCheckout([lotA, lotB], 'buyer-1', at, undefined, new Set())),
      ).toBe('checkout.many-sellers');
    });
  });
});
