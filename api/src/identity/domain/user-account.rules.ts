import { ownValue } from '@facet/event-schemas';
import type { IdentityEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { UserCommand } from './user.commands.js';
import type { UserState } from './user.state.js';

/** After this many wrong codes the pending code is dead; a new one must be requested. */
export const MAX_CODE_FAILURES = 5;

/** Sessions, passwords, profile and verification codes; undefined when the command is not one of these. */
export function decideAccount(command: UserCommand, state: UserState): IdentityEvent[] | undefined {
  const { userId } = state;
  const { actorId: changedBy, at } = command;
  switch (command.type) {
    case 'StartSession':
      if (state.status === 'deactivate') throw new DomainRejection('auth.deactivated');
      return [
        {
          type: 'UserSessionStarted',
          data: {
            userId,
            sessionId: command.sessionId,
            expiresAt: command.expiresAt,
            via: command.via,
            at,
          },
        },
      ];
    case 'RefreshSession': {
      const s = ownValue(state.sessions, command.sessionId);
      if (!s || s.expiresAt <= at || state.status === 'deactivate')
        throw new DomainRejection('auth.refresh-invalid');
      if (command.generation !== s.generation) {
        // A refresh token used twice: someone holds a copy. End the whole family.
        return [
          {
            type: 'UserSessionRevoked',
            data: { userId, sessionId: command.sessionId, reason: 'refresh-reuse', at },
          },
        ];
      }
      return [
        {
          type: 'UserSessionRefreshed',
          data: {
            userId,
            sessionId: command.sessionId,
            generation: s.generation + 1,
            expiresAt: command.expiresAt,
            at,
          },
        },
      ];
    }
    case 'EndSession':
      return ownValue(state.sessions, command.sessionId)
        ? [
            {
              type: 'UserSessionRevoked',
              data: { userId, sessionId: command.sessionId, reason: command.reason, at },
            },
          ]
        : [];
    case 'ChangePassword':
      return [
        {
          type: 'UserPasswordChanged',
          data: { userId, passwordHash: command.passwordHash, via: command.via, changedBy, at },
        },
      ];
    case 'SetForceResetPass':
      return state.force_reset_pass === command.force_reset_pass
        ? []
        : [
            {
              type: 'UserForceResetPassSet',
              data: { userId, force_reset_pass: command.force_reset_pass, changedBy, at },
            },
          ];
    case 'SwitchInto':
      if (state.status === 'deactivate') throw new DomainRejection('auth.deactivated');
      return [
        {
          type: 'UserSwitchedInto',
          data: { userId, adminId: changedBy, sessionId: command.sessionId, at },
        },
        {
          type: 'UserSessionStarted',
          data: {
            userId,
            sessionId: command.sessionId,
            expiresAt: command.expiresAt,
            via: 'switch',
            at,
          },
        },
      ];
    case 'UpdateProfile': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(
          // Field values are an object: compared by content, so re-sending them records nothing.
          ([k, v]) =>
            v !== undefined && JSON.stringify(state[k as keyof UserState]) !== JSON.stringify(v),
        ),
      );
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'UserProfileUpdated', data: { userId, changes, changedBy, at } }];
    }
    case 'UpdatePreferences':
      return [
        { type: 'UserPreferencesUpdated', data: { userId, preferences: command.preferences, at } },
      ];
    case 'SaveAddress':
      return [{ type: 'UserAddressSaved', data: { userId, address: command.address, at } }];
    case 'IssueVerification': {
      const { purpose, codeHash, target, expiresAt } = command;
      return [
        { type: 'VerificationIssued', data: { userId, purpose, codeHash, target, expiresAt, at } },
      ];
    }
    case 'ConfirmVerification':
      return confirm(command, state);
    default:
      return undefined;
  }
}

function confirm(
  command: Extract<UserCommand, { type: 'ConfirmVerification' }>,
  state: UserState,
): IdentityEvent[] {
  const { purpose, at } = command;
  const pending = state.verifications[purpose];
  if (!pending || pending.expiresAt <= at) throw new DomainRejection('verification.expired');
  if (pending.failures >= MAX_CODE_FAILURES) throw new DomainRejection('verification.locked');
  if (pending.codeHash !== command.codeHash) {
    return [{ type: 'VerificationFailed', data: { userId: state.userId, purpose, at } }];
  }
  const events: IdentityEvent[] = [
    {
      type: 'VerificationSucceeded',
      data: { userId: state.userId, purpose, target: pending.target, at },
    },
  ];
  if (purpose === 'password-reset') {
    if (!command.newPasswordHash) throw new DomainRejection('verification.password-required');
    events.push({
      type: 'UserPasswordChanged',
      data: {
        userId: state.userId,
        passwordHash: command.newPasswordHash,
        via: 'reset',
        changedBy: state.userId,
        at,
      },
    });
  }
  return events;
}
