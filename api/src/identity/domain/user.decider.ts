import type { IdentityEvent } from '@facet/event-schemas';
import { IdentityRejection } from './identity-rejection.js';

export type UserRole = 'buyer' | 'seller' | 'admin';

export interface UserState {
  exists: boolean;
  userId: string;
  email: string;
  role: UserRole;
  status: 'active' | 'deactivate';
  first_name: string;
  last_name: string;
  passwordHash: string;
  termcheck: boolean;
}

export interface RegisterUser {
  type: 'RegisterUser';
  userId: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  country: string | null;
  role: UserRole;
  passwordHash: string;
  termcheck: boolean;
  actorId: string;
  at: string;
}
export interface ChangeUserRole { type: 'ChangeUserRole'; role: UserRole; actorId: string; at: string }
export interface DeactivateUser { type: 'DeactivateUser'; reason: string | null; actorId: string; at: string }
export interface ReactivateUser { type: 'ReactivateUser'; actorId: string; at: string }
export type UserCommand = RegisterUser | ChangeUserRole | DeactivateUser | ReactivateUser;

export function initialUserState(): UserState {
  return {
    exists: false, userId: '', email: '', role: 'buyer', status: 'active',
    first_name: '', last_name: '', passwordHash: '', termcheck: false,
  };
}

export function evolveUser(state: UserState, event: IdentityEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        exists: true, userId: d.userId, email: d.email, role: d.role, status: 'active',
        first_name: d.first_name, last_name: d.last_name, passwordHash: d.passwordHash, termcheck: d.termcheck,
      };
    }
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserDeactivated':
      return { ...state, status: 'deactivate' };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    default:
      return state;
  }
}

/** A repeated command (same role, already deactivated) decides nothing instead of failing. */
export function decideUser(command: UserCommand, state: UserState): IdentityEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) throw new IdentityRejection('user.already-registered');
    const { type: _t, actorId, ...data } = command;
    return [{ type: 'UserRegistered', data: { ...data, registeredBy: actorId } }];
  }
  if (!state.exists) throw new IdentityRejection('user.not-found');
  switch (command.type) {
    case 'ChangeUserRole':
      return state.role === command.role
        ? []
        : [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role, changedBy: command.actorId, at: command.at } }];
    case 'DeactivateUser':
      return state.status === 'deactivate'
        ? []
        : [{ type: 'UserDeactivated', data: { userId: state.userId, reason: command.reason, changedBy: command.actorId, at: command.at } }];
    case 'ReactivateUser':
      return state.status === 'active'
        ? []
        : [{ type: 'UserReactivated', data: { userId: state.userId, changedBy: command.actorId, at: command.at } }];
  }
}

export const userDecider = { initialState: initialUserState, evolve: evolveUser, decide: decideUser };
