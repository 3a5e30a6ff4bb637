import { describe, expect, it } from 'vitest';
import { passwordScore, strengthKey } from './password-strength';

describe('Password strength (spec 4: score 0 to 4)', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdefgh', 1],
    ['abcdEFGH', 2],
    ['abcdEFGH12', 3],
    ['abcdEFGH12!', 4],
    ['correcthorsebatterystaple', 2],
  ])('scores %j as %i', (password, score) => expect(passwordScore(password)).toBe(score));

  it('never scores above 4', () => expect(passwordScore('Aa1!'.repeat(10))).toBe(4));

  it.each([
    [0, 'weak'],
    [1, 'weak'],
    [2, 'fair'],
    [3, 'good'],
    [4, 'strong'],
  ] as const)('labels score %i %s (Weak for 0 and 1)', (score, key) =>
    expect(strengthKey(score)).toBe(key),
  );
});
