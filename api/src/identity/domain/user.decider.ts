import type { IdentityEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { UserCommand } from './user.commands.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';
import { decideAccount } from './user-account.rules.js';
import { decideRecords } from './user-records.rules.js';

export * from './user.commands.js';
export * from './user.state.js';

/** A repeated command (same role, already deactivated, same profile) decides nothing instead of failing. */
export function decideUser(command: UserCommand, state: UserState): IdentityEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) throw new DomainRejection('user.already-registered');
    const { type: _t, actorId, ...data } = command;
    return [{ type: 'UserRegistered', data: { ...data, registeredBy: actorId } }];
  }
  if (!state.exists) throw new DomainRejection('user.not-found');
  const userId = state.userId;
  const { actorId: changedBy, at } = command;
  switch (command.type) {
    case 'ChangeUserRole':
      return state.role === command.role
        ? []
        : [{ type: 'UserRoleChanged', data: { userId, role: command.role, changedBy, at } }];
    case 'DeactivateUser':
      return state.status === 'deactivate'
        ? []
        : [{ type: 'UserDeactivated', data: { userId, reason: command.reason, changedBy, at } }];
    case 'ReactivateUser':
      return state.status === 'active'
        ? []
        : [{ type: 'UserReactivated', data: { userId, changedBy, at } }];
    default:
      return decideAccount(command, state) ?? decideRecords(command, state);
  }
}

export const userDecider = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
