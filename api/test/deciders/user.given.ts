import type { IdentityEvent } from '@facet/event-schemas';
import {
  decideUser,
  evolveUser,
  initialUserState,
  type UserCommand,
  type UserState,
} from '../../src/identity/domain/user.decider.js';

/** The user decider's specs: one buyer, `u1`, registered at `at`, acting on their own account. */
export const at = '2026-03-02T10:00:00.000Z';

export const registered: IdentityEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'a@b.test',
    first_name: 'A',
    last_name: 'B',
    phone: null,
    country: null,
    role: 'buyer',
    passwordHash: 'x'.repeat(30),
    termcheck: true,
    registeredBy: 'u1',
    at,
  },
};

/** The user's state after these events. */
export const given = (...events: IdentityEvent[]): UserState =>
  events.reduce(evolveUser, initialUserState());

/** A command as the spec gives it: any of UserCommand's members, without actorId, at optional. */
type Given<C> = C extends UserCommand ? Omit<C, 'actorId' | 'at'> & { at?: string } : never;

/** The events `u1` deciding this command at `at` (unless it says) records. */
export const when = (state: UserState, command: Given<UserCommand>) =>
  decideUser({ actorId: 'u1', at, ...command }, state);
