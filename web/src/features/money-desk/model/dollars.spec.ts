import { describe, expect, it } from 'vitest';
import { dollarsOf } from './dollars';

describe('A money field', () => {
  it('reads dollars with up to two decimals', () => {
    expect(dollarsOf(' 250.5 ')).toBe(250.5);
    expect(dollarsOf('1000')).toBe(1000);
  });
  it('refuses nothing, zero, three decimals and words', () => {
    for (const bad of ['', '0', '0.00', '1.234', '-5', 'ten', '1e3'])
      expect(dollarsOf(bad)).toBeNull();
  });
});
