import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  houseFeeOf,
  invoiceCharges,
  noCharges,
  paymentFee,
} from './invoice-charges.rules.js';

describe('Invoice charges', () => {
  describe('given no premium and no tax configured', () => {
    it('charges nothing on top of the items', () => {
      expect(invoiceCharges(1_234_56, noCharges)).toEqual({ buyersPremium: 0, tax: 0 });
    });
  });

  describe('given a 10% buyer’s premium and no tax', () => {
    it('charges 10% of the subtotal as premium (C1)', () => {
      expect(invoiceCharges(500_00, { buyersPremiumBp: 10_00, taxBp: 0 })).toEqual({
        buyersPremium: 50_00,
        tax: 0,
      });
    });
  });

  describe('given a 12.5% premium and 5% tax', () => {
    it('taxes the subtotal and the premium together (C2)', () => {
      // 200.00 + 25.00 premium = 225.00; 5% of it = 11.25
      expect(invoiceCharges(200_00, { buyersPremiumBp: 12_50, taxBp: 5_00 })).toEqual({
        buyersPremium: 25_00,
        tax: 11_25,
      });
    });
  });

  describe('when a share falls on half a cent', () => {
    it('rounds the premium half up', () => {
      // 10% of 0.05 = 0.005 -> 0.01
      expect(invoiceCharges(5, { buyersPremiumBp: 10_00, taxBp: 0 }).buyersPremium).toBe(1);
    });

    it('rounds the tax half up, after the premium was rounded', () => {
      // 1% of 0.50 = 0.005 -> 0.01; premium 0
      expect(invoiceCharges(50, { buyersPremiumBp: 0, taxBp: 1_00 }).tax).toBe(1);
      // 0.04 + 0.01 premium (25% of 0.04) = 0.05; 10% = 0.005 -> 0.01
      expect(invoiceCharges(4, { buyersPremiumBp: 25_00, taxBp: 10_00 })).toEqual({
        buyersPremium: 1,
        tax: 1,
      });
    });

    it('rounds a share below half a cent down', () => {
      expect(invoiceCharges(4, { buyersPremiumBp: 10_00, taxBp: 0 }).buyersPremium).toBe(0);
    });
  });
});

describe('The house fee of an invoice payment', () => {
  it('is the whole premium when the whole invoice is paid (C3)', () => {
    expect(houseFeeOf(550_00, 50_00, 550_00)).toBe(50_00);
  });

  it('is the share of the premium a part payment carries, half up', () => {
    // 1/3 of 0.10 premium = 0.0333 -> 0.03
    expect(houseFeeOf(1_00, 10, 3_00)).toBe(3);
    // half of 0.05 = 0.025 -> 0.03
    expect(houseFeeOf(50, 5, 1_00)).toBe(3);
  });

  it('is nothing without a premium', () => {
    expect(houseFeeOf(550_00, 0, 550_00)).toBe(0);
  });

  it('is the same rule for an invoice, with tax in its total (payments and refunds alike)', () => {
    const invoice = {
      items: [
        {
          lotId: 'lot-1',
          title: 'Emerald',
          qty: 1,
          pricing: 'per_item' as const,
          unitPrice: 1_000_00,
          weight: 100,
          total: 1_000_00,
        },
      ],
      buyersPremium: 100_00,
      tax: 55_00,
    };
    expect(paymentFee(invoice, 1_155_00)).toBe(100_00);
    // 100 / 1,155 of $333.33 = $28.86...: half up to 28_86.
    expect(paymentFee(invoice, 333_33)).toBe(28_86);
  });
});

describe("The platform's commission (C4)", () => {
  const item = (total: number) => ({
    lotId: 'lot-1',
    title: 'Rough parcel',
    qty: 1,
    pricing: 'per_item' as const,
    unitPrice: total,
    weight: 100,
    total,
  });

  it('is 10% of a $1,000 sale: $100, rounded half up once', () => {
    expect(commissionOf(1_000_00, 10_00)).toBe(100_00);
    // 7.5% of 0.10 = 0.0075 -> 0.01
    expect(commissionOf(10, 7_50)).toBe(1);
  });

  describe('given a $1,000 invoice with a $100 commission and no premium', () => {
    const invoice = { items: [item(1_000_00)], buyersPremium: 0, tax: 0, commission: 100_00 };

    it('keeps the whole commission when the whole invoice is paid: the seller is owed $900', () => {
      expect(paymentFee(invoice, 1_000_00)).toBe(100_00);
    });

    it('keeps the share a part payment carries, and the shares add up to the commission', () => {
      expect(paymentFee(invoice, 400_00) + paymentFee(invoice, 600_00)).toBe(100_00);
    });
  });

  describe('given a $200 deposit applied at the close', () => {
    const invoice = {
      items: [item(1_000_00)],
      buyersPremium: 0,
      tax: 0,
      commission: 100_00,
      depositApplied: 200_00,
    };

    it('the $800 paid carries the whole commission: the seller is owed $200 + $700 = $900', () => {
      expect(paymentFee(invoice, 800_00)).toBe(100_00);
    });
  });

  describe('given a 10% premium and a 10% commission on $1,000', () => {
    const invoice = { items: [item(1_000_00)], buyersPremium: 100_00, tax: 0, commission: 100_00 };

    it('the house keeps both: $200 of the $1,100 paid, the seller $900', () => {
      expect(paymentFee(invoice, 1_100_00)).toBe(200_00);
    });
  });

  it('is nothing on an invoice raised before commissions', () => {
    expect(paymentFee({ items: [item(500_00)], buyersPremium: 0, tax: 0 }, 500_00)).toBe(0);
  });
});
