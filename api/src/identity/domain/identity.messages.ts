import type { RejectionCode } from '@facet/event-schemas';

// The spec's wording where it names one; plain English otherwise.
export const identityMessages = {
  'user.email-taken': () => 'Email already exists',
  'user.already-registered': () => 'Email already exists',
  'user.not-found': () => 'User not found',
  'user.invalid-credentials': () => 'Invalid email or password',
  'user.too-many-records': () => 'You have reached the maximum number of entries',
  'user.unknown-command': () => 'Something went wrong!',
  'company-owner.not-found': () => 'Company owner not found',
  'saved-search.not-found': () => 'Saved search not found',
  'follow.not-found': () => 'You do not follow this seller',
  'follow.self': () => 'You cannot follow yourself',
  'verification.expired': () => 'Invalid or expired code',
  'verification.locked': () => 'Too many wrong codes, request a new one',
  'verification.password-required': () => 'Required!',
  'auth.deactivated': () => 'Your account is deactivated',
  'auth.refresh-invalid': () => 'Session expired, please login again',
  'invite.exists': () => 'An invitation for this e-mail address is already open',
} satisfies Partial<Record<RejectionCode, () => string>>;
