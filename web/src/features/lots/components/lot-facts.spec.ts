import { describe, expect, it } from 'vitest';
import { averageSizeText } from './lot-facts';

describe("A lot's average size (issue 27, item 6)", () => {
  it('carries its unit and keeps its decimals', () => {
    expect(averageSizeText(0.8, 'N/A')).toBe('0.80 ct');
    expect(averageSizeText(2.1, 'N/A')).toBe('2.10 cts');
  });
  it("shows 'N/A' when there is none (spec 2)", () =>
    expect(averageSizeText(null, 'N/A')).toBe('N/A'));
});
