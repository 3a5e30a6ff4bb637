import { describe, expect, it } from 'vitest';
import { lotTotalCents, perCaratTotalCents, weightPoints } from './lot-total';

describe('What a per-carat lot costs (bidding-rules.md: weight x price, half up to the cent)', () => {
  it('prices 12.36 ct at $800.00/ct at $9,888.00', () =>
    expect(lotTotalCents({ pricing: 'per_carat', weight: 12.36 }, 800_00)).toBe(9_888_00));
  it('rounds half a cent up and less than half down, in integers', () => {
    expect(perCaratTotalCents(3, 50)).toBe(2);
    expect(perCaratTotalCents(1, 49)).toBe(0);
    expect(perCaratTotalCents(1_610_00, 1052)).toBe(16_937_20);
  });
  it('reads carats as whole points, never carrying float noise', () => {
    expect(weightPoints(10.52)).toBe(1052);
    expect(weightPoints(0.29)).toBe(29);
  });
  it('has no per-carat total for a lot priced per item or without a weight', () => {
    expect(lotTotalCents({ pricing: 'per_item', weight: 2 }, 100_00)).toBeNull();
    expect(lotTotalCents({ pricing: 'per_carat', weight: 0 }, 100_00)).toBeNull();
  });
});
