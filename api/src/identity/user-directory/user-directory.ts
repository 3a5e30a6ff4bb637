import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type IdentityEvent, type RecordedEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import type { DirectoryUser, UserDirectory } from '../../shared/auth/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { evolveUser, initialUserState, type UserState } from '../domain/user.decider.js';

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
      const state = evolveUser(entry.state, this.buses.toDomain<IdentityEvent>(e));
      this.users.set(userId, { state, revision: e.revision });
      if (state.exists) this.emails.set(state.email, userId);
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

  stateByEmail(email: string): UserState | undefined {
    const id = this.emails.get(email.trim().toLowerCase());
    return id === undefined ? undefined : this.stateById(id);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}

function toDirectoryUser(s: UserState): DirectoryUser {
  return { id: s.userId, role: s.role, email: s.email, first_name: s.first_name, last_name: s.last_name, status: s.status };
}
