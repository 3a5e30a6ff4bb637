import type { IdentityEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';

/** Who holds an e-mail address; the last reservation wins (a takeover of an abandoned claim). */
export interface EmailReservationState {
  userId: string | null;
}

export interface ReserveEmail {
  type: 'ReserveEmail';
  email: string;
  userId: string;
  /** True when the current holder's user stream does not exist (a registration that died half way). */
  holderAbandoned: boolean;
  at: string;
}

export const initialEmailReservation = (): EmailReservationState => ({ userId: null });

export function evolveEmailReservation(
  state: EmailReservationState,
  event: IdentityEvent,
): EmailReservationState {
  return event.type === 'UserEmailReserved' ? { userId: event.data.userId } : state;
}

export function decideEmailReservation(
  command: ReserveEmail,
  state: EmailReservationState,
): IdentityEvent[] {
  if (state.userId === command.userId) return [];
  if (state.userId !== null && !command.holderAbandoned)
    throw new DomainRejection('user.email-taken');
  return [
    {
      type: 'UserEmailReserved',
      data: { email: command.email, userId: command.userId, at: command.at },
    },
  ];
}

export const emailReservationDecider = {
  initialState: initialEmailReservation,
  evolve: evolveEmailReservation,
  decide: decideEmailReservation,
};
