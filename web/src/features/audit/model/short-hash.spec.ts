import { describe, expect, it } from 'vitest';
import { shortHash } from './short-hash';

describe('A hash on screen', () => {
  it('shows its first 8 and last 4 digits', () =>
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('01234567…cdef'));
  it('shows a short value whole', () => expect(shortHash('abc')).toBe('abc'));
});
