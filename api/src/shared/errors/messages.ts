import { knownRejectionCodes, messageFor as lotMessageFor } from '../../lots/domain/lot.messages.js';
import type { MessageResolver } from './domain-rejection.js';

const own: Record<string, string> = {
  'user.email-taken': 'Email already exists',
  'user.already-registered': 'Email already exists',
  'user.not-found': 'User not found',
  'user.invalid-credentials': 'Invalid email or password',
};

const domainCodes = new Set(knownRejectionCodes());

/** The message for any rejection code the api knows; undefined falls back to the error's text. */
export const resolveMessage: MessageResolver = (code, params) => {
  if (own[code] !== undefined) return own[code];
  return domainCodes.has(code) ? lotMessageFor(code, params as Record<string, string | number>) : undefined;
};
