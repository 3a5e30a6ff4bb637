import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type IdentityEvent, type RecordedEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import type { DirectoryUser, UserDirectory } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { evolveUser, initialUserState, type UserState } from '../domain/user.decider.js';
import { type SessionRevocation, SessionRevocations } from '../sessions/session-revocations.js';

interface Entry {
  state: UserState;
  revision: number;
}

/**
 * Every user's current state, folded from the log at start and kept live by a subscription
 * (other processes) plus the events this process appends (no read-your-write gap).
 */
@Injectable()
export class InMemoryUserDirectory implements UserDirectory, OnModuleDestroy {
  private readonly users = new Map<string, Entry>();
  private readonly emails = new Map<string, string>();
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly revocations: SessionRevocations,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.apply(batch));
    await this.subscription.caughtUp;
  }

  apply(events: readonly RecordedEvent[]): void {
    for (const e of events) {
      if (!e.stream.startsWith('user-') || e.stream.startsWith('user-email-')) continue;
      const userId = e.stream.slice('user-'.length);
      const entry = this.users.get(userId) ?? { state: initialUserState(), revision: -1 };
      if (e.revision <= entry.revision) continue;
      const event = this.buses.toDomain<IdentityEvent>(e);
      const state = evolveUser(entry.state, event);
      this.users.set(userId, { state, revision: e.revision });
      if (state.exists) this.emails.set(state.email, userId);
      const revoked = revocationOf(event);
      if (revoked) this.revocations.emit(revoked);
    }
  }

  byId(id: string): DirectoryUser | undefined {
    const s = this.users.get(id)?.state;
    return s?.exists ? toDirectoryUser(s) : undefined;
  }

  stateById(id: string): UserState | undefined {
    const s = this.users.get(id)?.state;
    return s?.exists ? s : undefined;
  }

  /** The user's state: a 404 `user.not-found` when there is no such user. */
  existing(id: string): UserState {
    const s = this.stateById(id);
    if (!s) throw notFound('User not found', 'user.not-found');
    return s;
  }

  /**
   * Whether an account holds the address: one lookup of the normalised address and nothing more,
   * found or not, so the answer takes the same work either way (`user/checkValidation`).
   */
  holdsEmail(email: string): boolean {
    return this.emails.has(email.trim().toLowerCase());
  }

  stateByEmail(email: string): UserState | undefined {
    const id = this.emails.get(email.trim().toLowerCase());
    return id === undefined ? undefined : this.stateById(id);
  }

  /** Live means: started, not revoked, not expired, user active. */
  sessionActive(userId: string, sessionId: string): boolean {
    const s = this.stateById(userId);
    const session = ownValue(s?.sessions, sessionId);
    return (
      !!s &&
      !!session &&
      s.status === 'active' &&
      session.expiresAt > this.clock.now().toISOString()
    );
  }

  all(): UserState[] {
    return [...this.users.values()].map((e) => e.state).filter((s) => s.exists);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}

function revocationOf(event: IdentityEvent): SessionRevocation | undefined {
  switch (event.type) {
    case 'UserSessionRevoked':
      return {
        userId: event.data.userId,
        sessionId: event.data.sessionId,
        reason: event.data.reason,
      };
    case 'UserDeactivated':
      return { userId: event.data.userId, sessionId: null, reason: 'deactivated' };
    case 'UserPasswordChanged':
      return { userId: event.data.userId, sessionId: null, reason: 'password-changed' };
    default:
      return undefined;
  }
}

function toDirectoryUser(s: UserState): DirectoryUser {
  return {
    id: s.userId,
    role: s.role,
    email: s.email,
    first_name: s.first_name,
    last_name: s.last_name,
    status: s.status,
    termcheck: s.termcheck,
  };
}
