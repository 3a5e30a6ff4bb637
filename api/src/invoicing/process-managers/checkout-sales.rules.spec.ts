import { describe, expect, it } from 'vitest';
import { CHECKOUT_GRACE_MS, checkoutOverdue, withCheckedOut } from './checkout-sales.rules.js';

const sold = (holdId: string, at: string, lotId = 'lot-1') => ({
  lotId,
  holdId,
  userId: 'buyer-1',
  qty: 2,
  amount: 100_00,
  total: 200_00,
  common_invoice: 'co-1',
  at,
});
const T0 = '2030-01-01T00:00:00.000Z';
const T1 = '2030-01-01T00:00:05.000Z';

describe("A checkout's sales, for the finisher", () => {
  it('collects the holds sold to one invoice, in the order sold, with the last sale time', () => {
    const sales = withCheckedOut(
      withCheckedOut(undefined, sold('h1', T0)),
      sold('h2', T1, 'lot-2'),
    );
    expect(sales).toEqual({
      invoiceId: 'co-1',
      buyerId: 'buyer-1',
      lines: [
        { lotId: 'lot-1', holdId: 'h1', qty: 2 },
        { lotId: 'lot-2', holdId: 'h2', qty: 2 },
      ],
      lastSoldAt: T1,
    });
  });

  it('adds nothing when the same sale is seen again (a replayed log)', () => {
    const once = withCheckedOut(undefined, sold('h1', T0));
    expect(withCheckedOut(once, sold('h1', T0))).toBe(once);
  });

  it('is overdue only a grace after the last sale (the live request may still raise it)', () => {
    const sales = withCheckedOut(withCheckedOut(undefined, sold('h1', T0)), sold('h2', T1));
    const last = Date.parse(T1);
    expect(checkoutOverdue(sales, last + CHECKOUT_GRACE_MS - 1, CHECKOUT_GRACE_MS)).toBe(false);
    expect(checkoutOverdue(sales, last + CHECKOUT_GRACE_MS, CHECKOUT_GRACE_MS)).toBe(true);
  });
});
