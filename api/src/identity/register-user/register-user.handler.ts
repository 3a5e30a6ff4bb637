import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type IdentityEvent, userEmailStream, userStream } from '@facet/event-schemas';
import type { CommandBus, EventStore } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import {
  emailReservationDecider,
  type EmailReservationState,
  type ReserveEmail,
} from '../domain/email-reservation.decider.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { UserCommand, UserRole, UserState } from '../domain/user.decider.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  country: string | null;
  termcheck: boolean;
  role: UserRole;
  /** Who registers: the user themself, or an admin / the system. */
  actorId?: string;
}

/** An abandoned reservation (user stream never written) may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

@Injectable()
export class RegisterUserHandler {
  readonly users: CommandBus<UserCommand, UserState, IdentityEvent>;
  private readonly reservations: CommandBus<ReserveEmail, EmailReservationState, IdentityEvent>;

  constructor(
    buses: CommandBuses,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly directory: InMemoryUserDirectory,
    private readonly hasher: PasswordHasher,
    userBus: UserCommandBus,
  ) {
    this.users = userBus.bus;
    this.reservations = buses.create(emailReservationDecider, 1_000);
  }

  async register(r: Registration): Promise<UserState> {
    const email = r.email.trim().toLowerCase();
    if (this.directory.stateByEmail(email)) throw new DomainRejection('user.email-taken');
    const userId = newId();
    const passwordHash = await this.hasher.hash(r.password);
    const at = this.clock.now().toISOString();
    const emailKey = createHash('sha256').update(email).digest('hex');
    await this.reservations.handle({
      stream: userEmailStream(emailKey),
      command: {
        type: 'ReserveEmail',
        email,
        userId,
        holderAbandoned: await this.holderAbandoned(emailKey),
        at,
      },
      commandId: `reserve-${userId}`,
      at,
      userId: r.actorId ?? userId,
    });
    const result = await this.users.handle({
      stream: userStream(userId),
      command: {
        type: 'RegisterUser',
        userId,
        email,
        first_name: r.first_name,
        last_name: r.last_name,
        phone: r.phone,
        country: r.country,
        role: r.role,
        passwordHash,
        termcheck: r.termcheck,
        actorId: r.actorId ?? userId,
        at,
      },
      commandId: `register-${userId}`,
      at,
      userId: r.actorId ?? userId,
    });
    this.directory.apply(result.events);
    const state = this.directory.stateById(userId);
    if (!state) throw new Error(`User ${userId} missing after registration`);
    return state;
  }

  private async holderAbandoned(emailKey: string): Promise<boolean> {
    const claims = await this.store.readStream(userEmailStream(emailKey));
    const last = claims.at(-1);
    if (!last) return false;
    const holder = (last.data as { userId: string }).userId;
    const holderEvents = await this.store.readStream(userStream(holder));
    const age = this.clock.now().getTime() - new Date(last.recordedAt).getTime();
    return holderEvents.length === 0 && age > ABANDONED_AFTER_MS;
  }
}
