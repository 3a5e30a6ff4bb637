import { describe, expect, it } from 'vitest';
import { premiumShare } from './invoice-fee.rules.js';

const invoice = (lineTotal: number, buyersPremium: number, tax = 0) => ({
  items: [
    {
      lotId: 'lot-1',
      title: 'Emerald',
      qty: 1,
      pricing: 'per_item' as const,
      unitPrice: lineTotal,
      weight: 100,
      total: lineTotal,
    },
  ],
  buyersPremium,
  tax,
});

describe("The house's fee in an invoice payment", () => {
  it("is the buyer's premium when the whole total is paid", () => {
    expect(premiumShare(invoice(1_000_00, 100_00), 1_100_00)).toBe(100_00);
  });

  it("is the premium's share of a part payment, rounded down", () => {
    // 100 / 1,100 of $333.33 = $30.30272... -> 30_30 cents
    expect(premiumShare(invoice(1_000_00, 100_00), 333_33)).toBe(30_30);
  });

  it('is nothing when no premium is charged', () => {
    expect(premiumShare(invoice(1_000_00, 0, 50_00), 1_050_00)).toBe(0);
  });
});
