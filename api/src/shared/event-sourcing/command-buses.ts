import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventRegistry, RecordedEvent } from '@facet/event-schemas';
import {
  type AppendResult,
  CommandBus,
  type Decider,
  type EventStore,
  type ExpectedRevision,
} from '@facet/event-store';
import { EVENT_REGISTRY, EVENT_STORE } from './tokens.js';

/** Builds the per-aggregate command buses on the process's store and registry. */
@Injectable()
export class CommandBuses {
  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(EVENT_REGISTRY) readonly registry: EventRegistry,
  ) {}

  create<C, S, E extends DomainEvent>(
    decider: Decider<C, S, E>,
    cacheSize = 10_000,
  ): CommandBus<C, S, E> {
    const r = this.registry;
    return new CommandBus<C, S, E>({
      store: this.store,
      decider,
      cacheSize,
      schemaVersion: (type) => r.currentVersion(type),
      validate: (type, version, data) => r.validate(type, version, data),
      toDomain: (e: RecordedEvent) =>
        ({ type: e.type, data: r.upcast(e.type, e.schemaVersion, e.data).data }) as E,
    });
  }

  /**
   * One event that needs no decider (a fact at the edge: a contact message, a sign-up), validated
   * at its current version and appended under its own id, which also correlates it.
   */
  recordOne(
    stream: string,
    event: DomainEvent,
    o: { id: string; at: string; userId?: string; expected: ExpectedRevision },
  ): Promise<AppendResult> {
    const version = this.registry.currentVersion(event.type);
    return this.store.append(
      stream,
      [
        {
          id: o.id,
          type: event.type,
          schemaVersion: version,
          data: this.registry.validate(event.type, version, event.data),
          metadata: {
            correlationId: o.id,
            causationId: o.id,
            at: o.at,
            ...(o.userId ? { userId: o.userId } : {}),
          },
        },
      ],
      o.expected,
    );
  }

  /** A recorded event as its current domain shape (upcast). */
  toDomain<E extends DomainEvent>(e: RecordedEvent): E {
    return { type: e.type, data: this.registry.upcast(e.type, e.schemaVersion, e.data).data } as E;
  }
}
