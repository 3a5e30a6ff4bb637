import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** A login: one refresh-token family (`sessionId`), rotated by generation. */
export const UserSessionStarted = defineEvent(
  'UserSessionStarted',
  1,
  z.object({
    userId: id,
    sessionId: id,
    expiresAt: instant,
    via: z.enum(['login', 'register', 'reset', 'switch', 'code']),
    at: instant,
  }),
);

/** The refresh token of `generation - 1` was exchanged; only `generation` is valid now. */
export const UserSessionRefreshed = defineEvent(
  'UserSessionRefreshed',
  1,
  z.object({
    userId: id,
    sessionId: id,
    generation: z.number().int().min(1).safe(),
    expiresAt: instant,
    at: instant,
  }),
);

export const UserSessionRevoked = defineEvent(
  'UserSessionRevoked',
  1,
  z.object({
    userId: id,
    sessionId: id,
    reason: z.enum(['logout', 'refresh-reuse', 'admin']),
    at: instant,
  }),
);

/** New hash; every session started before `at` is revoked (ASVS: change ends other sessions). */
export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  1,
  z.object({
    userId: id,
    passwordHash: z.string().min(20).max(400),
    via: z.enum(['change', 'reset', 'invite']),
    changedBy: id,
    at: instant,
  }),
);

export const UserForceResetPassSet = defineEvent(
  'UserForceResetPassSet',
  1,
  z.object({ userId: id, force_reset_pass: z.boolean(), changedBy: id, at: instant }),
);

/** An admin acting as the user (spec 'switchuser'); the admin id is also the event's metadata userId. */
export const UserSwitchedInto = defineEvent(
  'UserSwitchedInto',
  1,
  z.object({ userId: id, adminId: id, sessionId: id, at: instant }),
);
