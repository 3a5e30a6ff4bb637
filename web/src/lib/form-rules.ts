/** Spec 5 validation rules as pure functions; each answers an i18n key (or null when valid). */
export type RuleMessage =
  | 'common:validation.required'
  | 'common:validation.requiredBang'
  | 'common:validation.invalidEmail'
  | 'common:validation.minPassword'
  | 'common:validation.passwordsNotMatch'
  | 'common:validation.acceptTerms';

export const MIN_PASSWORD = 8;
// The server's own pattern (api/src/security/body-schema.ts): the client never refuses what it accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `v` (trimmed) has the shape of an e-mail address. */
export const isEmail = (v: string): boolean => EMAIL.test(v.trim());

const blank = (v: string | null | undefined) => !v || !v.trim();

export const rules = {
  required: (v: string | null | undefined): RuleMessage | null =>
    blank(v) ? 'common:validation.required' : null,
  requiredBang: (v: string | null | undefined): RuleMessage | null =>
    blank(v) ? 'common:validation.requiredBang' : null,
  email: (v: string): RuleMessage | null =>
    blank(v)
      ? 'common:validation.requiredBang'
      : isEmail(v)
        ? null
        : 'common:validation.invalidEmail',
  password: (v: string): RuleMessage | null =>
    !v
      ? 'common:validation.requiredBang'
      : v.length < MIN_PASSWORD
        ? 'common:validation.minPassword'
        : null,
  confirm: (v: string, password: string): RuleMessage | null =>
    !v
      ? 'common:validation.requiredBang'
      : v !== password
        ? 'common:validation.passwordsNotMatch'
        : null,
  terms: (v: boolean): RuleMessage | null => (v ? null : 'common:validation.acceptTerms'),
};
