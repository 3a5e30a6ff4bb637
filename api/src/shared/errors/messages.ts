import {
  knownRejectionCodes,
  messageFor as lotMessageFor,
} from '../../lots/domain/lot.messages.js';
import type { MessageResolver } from './domain-rejection.js';

const own: Record<string, string> = {
  'user.email-taken': 'Email already exists',
  'user.already-registered': 'Email already exists',
  'user.not-found': 'User not found',
  'user.invalid-credentials': 'Invalid email or password',
  'user.too-many-records': 'You have reached the maximum number of entries',
  'user.unknown-command': 'Something went wrong!',
  'company-owner.not-found': 'Company owner not found',
  'saved-search.not-found': 'Saved search not found',
  'follow.not-found': 'You do not follow this seller',
  'follow.self': 'You cannot follow yourself',
  'verification.expired': 'Invalid or expired code',
  'verification.locked': 'Too many wrong codes, request a new one',
  'verification.password-required': 'Required!',
  'auth.deactivated': 'Your account is deactivated',
};

const domainCodes = new Set(knownRejectionCodes());

/** The message for any rejection code the api knows; undefined falls back to the error's text. */
export const resolveMessage: MessageResolver = (code, params) => {
  if (own[code] !== undefined) return own[code];
  return domainCodes.has(code)
    ? lotMessageFor(code, params as Record<string, string | number>)
    : undefined;
};
