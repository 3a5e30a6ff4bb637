import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter-rules';

describe('Newsletter e-mail (spec 5)', () => {
  it("is 'Required' when empty", () => expect(newsletterEmailError('  ')).toBe('required'));
  it("is 'Invalid email format' when malformed", () =>
    expect(newsletterEmailError('a@b')).toBe('invalidEmail'));
  it('accepts a normal address', () =>
    expect(newsletterEmailError('buyer@example.com')).toBeNull());
});
