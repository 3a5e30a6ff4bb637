import { ownValue } from '@facet/event-schemas';
import { evolveRecords, without } from './user-records.state.js';
import type { IdentityEvent } from '@facet/event-schemas';
import type { UserState } from './user-state.types.js';

export type * from './user-state.types.js';

/** A user keeps at most this many live sessions; the oldest goes first. */
export const MAX_SESSIONS = 20;

export function initialUserState(): UserState {
  return {
    exists: false,
    userId: '',
    email: '',
    role: 'buyer',
    status: 'active',
    first_name: '',
    last_name: '',
    phone: null,
    country: null,
    company_name: null,
    custom_fields: {},
    passwordHash: '',
    termcheck: false,
    force_reset_pass: false,
    email_verified: false,
    phone_verified: false,
    account_verified: false,
    kyc: null,
    preferences: {},
    address: null,
    sessions: {},
    verifications: {},
    companyOwners: new Map(),
    savedSearches: new Map(),
    follows: new Map(),
    registeredAt: '',
  };
}

function startSession(
  state: UserState,
  sessionId: string,
  expiresAt: string,
  at: string,
): UserState {
  const live = Object.entries(state.sessions).filter(([, s]) => s.expiresAt > at);
  const kept = live.slice(Math.max(0, live.length - (MAX_SESSIONS - 1)));
  return {
    ...state,
    sessions: {
      ...Object.fromEntries(kept),
      [sessionId]: { generation: 0, expiresAt, startedAt: at },
    },
  };
}

export function evolveUser(state: UserState, event: IdentityEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        ...initialUserState(),
        exists: true,
        userId: d.userId,
        email: d.email,
        role: d.role,
        first_name: d.first_name,
        last_name: d.last_name,
        phone: d.phone,
        country: d.country,
        passwordHash: d.passwordHash,
        termcheck: d.termcheck,
        registeredAt: d.at,
      };
    }
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    // Deactivation ends every session (logged out everywhere).
    case 'UserDeactivated':
      return { ...state, status: 'deactivate', sessions: {} };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'UserSessionStarted':
      return startSession(state, event.data.sessionId, event.data.expiresAt, event.data.at);
    case 'UserSessionRefreshed': {
      const s = ownValue(state.sessions, event.data.sessionId);
      if (!s) return state;
      return {
        ...state,
        sessions: {
          ...state.sessions,
          [event.data.sessionId]: {
            ...s,
            generation: event.data.generation,
            expiresAt: event.data.expiresAt,
          },
        },
      };
    }
    case 'UserSessionRevoked':
      return { ...state, sessions: without(state.sessions, event.data.sessionId) };
    case 'UserPasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        force_reset_pass: false,
        sessions: {},
        verifications: without(state.verifications, 'password-reset'),
      };
    case 'UserForceResetPassSet':
      return { ...state, force_reset_pass: event.data.force_reset_pass };
    case 'UserProfileUpdated':
      return { ...state, ...event.data.changes };
    case 'UserPreferencesUpdated':
      return { ...state, preferences: { ...state.preferences, ...event.data.preferences } };
    case 'UserAddressSaved':
      return { ...state, address: event.data.address };
    default:
      return evolveRecords(state, event);
  }
}
