import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

export const userRole = z.enum(['buyer', 'seller', 'admin', 'auditor']);

/** Claims an e-mail address for one user; the reservation stream is appended with `no_stream`. */
export const UserEmailReserved = defineEvent(
  'UserEmailReserved',
  1,
  z.object({ email: z.string().min(3).max(254), userId: id, at: instant }),
);

export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: id,
    email: z.string().min(3).max(254),
    first_name: z.string().min(1).max(100),
    last_name: z.string().min(1).max(100),
    phone: z.string().max(40).nullable(),
    country: z.string().max(80).nullable(),
    role: userRole,
    /** argon2id PHC string; never leaves the server. */
    passwordHash: z.string().min(20).max(400),
    termcheck: z.boolean(),
    registeredBy: id,
    at: instant,
  }),
);

export const UserRoleChanged = defineEvent(
  'UserRoleChanged',
  1,
  z.object({ userId: id, role: userRole, changedBy: id, at: instant }),
);

export const UserDeactivated = defineEvent(
  'UserDeactivated',
  1,
  z.object({ userId: id, reason: z.string().max(500).nullable(), changedBy: id, at: instant }),
);

export const UserReactivated = defineEvent(
  'UserReactivated',
  1,
  z.object({ userId: id, changedBy: id, at: instant }),
);
