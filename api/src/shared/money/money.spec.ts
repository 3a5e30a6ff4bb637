import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  centsToDollars,
  formatCents,
  formatWeight,
  lotTotal,
  parseCaratsToPoints,
  parseDollarsToCents,
} from './index.js';

describe('Money', () => {
  describe('formatCents', () => {
    it.each([
      [125_000_00, '$125,000.00'],
      [1_250_00, '$1,250.00'],
      [1_00, '$1.00'],
      [5, '$0.05'],
      [0, '$0.00'],
      [-1_00, '-$1.00'],
      [1_234_567_89, '$1,234,567.89'],
    ])('formats %i cents as %s', (cents, text) => expect(formatCents(cents)).toBe(text));

    it('refuses a float', () => expect(() => formatCents(10.5)).toThrow(RangeError));
  });

  describe('parseDollarsToCents', () => {
    it.each([
      [1234.5, 1_234_50],
      ['1234.50', 1_234_50],
      ['1,234.50', 1_234_50],
      ['$1,250', 1_250_00],
      ['12,5', 12_50],
      ['0.1', 10],
      [0.29, 29],
      ['-5', -5_00],
      ['+5.01', 5_01],
      ['1,000,000', 1_000_000_00],
    ])('reads %j as %i cents', (input, cents) => expect(parseDollarsToCents(input)).toBe(cents));

    it.each([['abc'], ['1.234'], [''], ['1e5'], [null], [Number.NaN], ['12,34,5'], [{}]])(
      'refuses %j',
      (input) => expect(parseDollarsToCents(input)).toBeNull(),
    );
  });

  it('round-trips to the edge', () => {
    expect(centsToDecimalString(1_234_50)).toBe('1234.50');
    expect(centsToDollars(1_234_50)).toBe(1234.5);
    expect(parseDollarsToCents(centsToDollars(99_99))).toBe(99_99);
  });

  describe('weight', () => {
    it('reads carats as points', () => expect(parseCaratsToPoints('10.52')).toBe(1052));
    it('refuses a negative weight', () => expect(parseCaratsToPoints('-1')).toBeNull());
    it("writes 'ct' for 1 or less and 'cts' above", () => {
      expect(formatWeight(100)).toBe('1.00 ct');
      expect(formatWeight(1052)).toBe('10.52 cts');
    });
  });

  describe('lotTotal', () => {
    it('multiplies weight by price per carat, half-up to the cent', () => {
      expect(lotTotal('per_carat', 1_610_00, 1052, 1)).toBe(16_937_20);
      expect(lotTotal('per_carat', 3, 50, 1)).toBe(2); // 1.5 cents rounds up
      expect(lotTotal('per_carat', 1, 49, 1)).toBe(0);
    });
    it('multiplies price by quantity per item', () => {
      expect(lotTotal('per_item', 2_500_00, 0, 3)).toBe(7_500_00);
    });
  });
});
