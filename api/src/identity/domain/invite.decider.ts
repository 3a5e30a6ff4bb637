import type { IdentityEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';

type Invited = Extract<IdentityEvent, { type: 'UserInvited' }>['data'];
export type InviteState = Invited | null;
export interface InviteUser extends Invited {
  type: 'InviteUser';
}

export const initialInvite = (): InviteState => null;
export const evolveInvite = (state: InviteState, event: IdentityEvent): InviteState =>
  event.type === 'UserInvited' ? event.data : state;

/** One invitation per stream; a repeat of the same invite decides nothing. */
export function decideInvite(command: InviteUser, state: InviteState): IdentityEvent[] {
  if (state) {
    if (state.inviteId === command.inviteId && state.tokenHash === command.tokenHash) return [];
    throw new DomainRejection('invite.exists');
  }
  const { type: _t, ...data } = command;
  return [{ type: 'UserInvited', data }];
}

export const inviteDecider = {
  initialState: initialInvite,
  evolve: evolveInvite,
  decide: decideInvite,
};
