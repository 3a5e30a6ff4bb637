import { describe, expect, it } from 'vitest';
import { divideHalfUp, lotTotal } from './lot-total.rules.js';

describe('A lot total (one rule for the server and the bid panel)', () => {
  describe('per carat: weight x price per carat, half up to the cent', () => {
    it('prices 10.52 ct at $1,610.00/ct as $16,937.20', () =>
      expect(lotTotal('per_carat', 1_610_00, 1052, 1)).toBe(16_937_20));
    it('prices 12.36 ct at $800.00/ct as $9,888.00', () =>
      expect(lotTotal('per_carat', 800_00, 1236, 1)).toBe(9_888_00));
    it('rounds half a cent up', () => expect(lotTotal('per_carat', 3, 50, 1)).toBe(2));
    it('rounds less than half a cent down', () => expect(lotTotal('per_carat', 1, 49, 1)).toBe(0));
    it('ignores the quantity (the weight is the whole lot)', () =>
      expect(lotTotal('per_carat', 100_00, 200, 5)).toBe(200_00));
  });

  it('per item: price x quantity', () =>
    expect(lotTotal('per_item', 2_500_00, 0, 3)).toBe(7_500_00));

  describe('divideHalfUp', () => {
    it.each([
      [5, 2, 3],
      [4, 2, 2],
      [149, 100, 1],
      [150, 100, 2],
      [0, 7, 0],
    ])('%i / %i is %i', (n, d, q) => expect(divideHalfUp(n, d)).toBe(q));
  });
});
