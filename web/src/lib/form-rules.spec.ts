import { describe, expect, it } from 'vitest';
import { rules } from './form-rules';

describe('Form rules (spec 5)', () => {
  describe('a required field', () => {
    it("answers 'Required!' when empty or blank", () => {
      expect(rules.requiredBang('')).toBe('common:validation.requiredBang');
      expect(rules.requiredBang('   ')).toBe('common:validation.requiredBang');
      expect(rules.requiredBang(null)).toBe('common:validation.requiredBang');
    });
    it('accepts any text', () => expect(rules.requiredBang('Ada')).toBeNull());
  });

  describe('an e-mail', () => {
    it("asks for one when empty and answers 'Invalid email format' for a malformed one", () => {
      expect(rules.email('')).toBe('common:validation.requiredBang');
      expect(rules.email('ada@')).toBe('common:validation.invalidEmail');
      expect(rules.email('ada stone@facet.test')).toBe('common:validation.invalidEmail');
    });
    it('accepts a well-formed address', () => expect(rules.email('ada@facet.test')).toBeNull());
  });

  describe('a password', () => {
    it("needs at least 8 characters ('Minimum 8 characters')", () => {
      expect(rules.password('')).toBe('common:validation.requiredBang');
      expect(rules.password('1234567')).toBe('common:validation.minPassword');
      expect(rules.password('12345678')).toBeNull();
    });
    it("must be confirmed exactly ('Passwords not match')", () => {
      expect(rules.confirm('', 'secret-pass')).toBe('common:validation.requiredBang');
      expect(rules.confirm('secret-pasS', 'secret-pass')).toBe(
        'common:validation.passwordsNotMatch',
      );
      expect(rules.confirm('secret-pass', 'secret-pass')).toBeNull();
    });
  });

  describe('the terms checkbox', () => {
    it('must be ticked', () => {
      expect(rules.terms(false)).toBe('common:validation.acceptTerms');
      expect(rules.terms(true)).toBeNull();
    });
  });
});
