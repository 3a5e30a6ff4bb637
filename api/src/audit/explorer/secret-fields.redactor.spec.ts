import { describe, expect, it } from 'vitest';
import { looksSecret, redactSecrets } from './secret-fields.redactor.js';

describe('The explorer redacts secrets', () => {
  it('by field name: password hashes, tokens, secrets, one-time codes and card numbers', () => {
    for (const name of [
      'passwordHash',
      'password',
      'tokenHash',
      'refresh_token',
      'clientSecret',
      'code',
      'codeHash',
      'verifyCode',
      'reset_code',
      'cardNumber',
      'card_no',
      'cvv',
    ])
      expect(looksSecret(name), name).toBe(true);
  });

  it('and leaves ordinary fields alone, country codes and ids included', () => {
    for (const name of ['userId', 'countryCode', 'amount', 'email', 'lotId', 'correlationId', 'at'])
      expect(looksSecret(name), name).toBe(false);
  });

  it('at any depth, listing the path of each redacted field', () => {
    const { value, redacted } = redactSecrets(
      {
        userId: 'u1',
        passwordHash: 'x'.repeat(60),
        cards: [{ cardNumber: '4242', last4: '4242' }],
      },
      'data',
    );
    expect(value).toEqual({
      userId: 'u1',
      passwordHash: '[redacted]',
      cards: [{ cardNumber: '[redacted]', last4: '4242' }],
    });
    expect(redacted).toEqual(['data.passwordHash', 'data.cards[0].cardNumber']);
  });
});
