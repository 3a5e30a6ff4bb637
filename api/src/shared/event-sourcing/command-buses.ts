import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventRegistry, RecordedEvent } from '@facet/event-schemas';
import {
  type AppendResult,
  canonicalJson,
  CommandBus,
  type Decider,
  type EventStore,
  type ExpectedRevision,
} from '@facet/event-store';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { Actor } from '../domain/actor.js';
import { DomainRejection } from '../domain/domain-rejection.js';
import { crashPoint } from '../faults/crash-point.js';
import { newId } from '../ids/ids.js';
import type { CommandObserver } from './command-observer.js';
import { EVENT_REGISTRY, EVENT_STORE } from './tokens.js';

/** Builds the per-aggregate command buses on the process's store and registry. */
@Injectable()
export class CommandBuses {
  /** Set once at start by the metrics (see `observe`); read at each command, so buses made before it report too. */
  private observer: CommandObserver | undefined;
  /** In-process folds told of every append of every bus (see `onRecorded`). */
  private readonly recordedListeners: ((events: readonly RecordedEvent[]) => void)[] = [];

  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(EVENT_REGISTRY) readonly registry: EventRegistry,
    @Inject(CLOCK) readonly clock: Clock,
  ) {}

  /** Operations' metrics watch every command and append from here (one place). */
  observe(observer: CommandObserver): void {
    this.observer = observer;
  }

  /**
   * Tells `listener` the recorded events of every append made through any bus of this process, as
   * soon as the store took them and before the commands are answered (no read-your-write gap).
   */
  onRecorded(listener: (events: readonly RecordedEvent[]) => void): void {
    this.recordedListeners.push(listener);
  }

  /** Reports one answered command, timed from `started` (performance.now()). */
  settled(command: unknown, outcome: string, started: number): void {
    this.observer?.settled(commandTypeOf(command), outcome, (performance.now() - started) / 1000);
  }

  create<C, S, E extends DomainEvent>(
    decider: Decider<C, S, E>,
    cacheSize = 10_000,
  ): CommandBus<C, S, E> {
    const r = this.registry;
    return new CommandBus<C, S, E>({
      store: this.store,
      decider,
      cacheSize,
      onAppend: (events) => this.observer?.appended(events),
      onRecorded: (events) => {
        for (const listener of this.recordedListeners) listener(events);
      },
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

/** A command without the fields the bus fills in (time, actor): what a use case sends. */
export type CommandInput<C, K extends keyof never = 'at' | 'actor'> = C extends unknown
  ? Omit<C, K>
  : never;

/** What one command computed: its recorded events, the state and revision it left. */
export interface AggregateOutcome<S> {
  /** The aggregate as this command left it (later commands of the same group commit not included). */
  state: S;
  events: RecordedEvent[];
  /** Stream revision after this command (-1: the aggregate does not exist). */
  revision: number;
  /** True when the command id had been handled before: nothing was appended. */
  duplicate: boolean;
}

/** One aggregate type on the bus: its decider, stream names and how a command is completed. */
export interface AggregateDefinition<C, S, E extends DomainEvent, I, A> {
  decider: Decider<C, S, E>;
  stream: (id: string) => string;
  /** Streams whose folded state stays cached (a hot lot is decided without a read). */
  cacheSize: number;
  /** The domain command: the use case's input plus the server's instant and who acts. */
  command: (input: I, at: string, actor: A) => C;
  /** Who acts, as written into event metadata and scoping a client's command id. */
  actorId: (actor: A) => string;
  /** Sees every command's recorded events at once (e.g. a directory with no read-your-write gap). */
  recorded?: (events: readonly RecordedEvent[]) => void;
}

/**
 * The one way into an aggregate's streams: per-stream queue, group commit, retry on conflict and
 * commandId dedupe come from the event store's CommandBus, which also computes each answer.
 */
export class AggregateBus<C, S, E extends DomainEvent, I, A = Actor> {
  /** The event store's bus, for commands whose id is not a client's (e.g. `register-<id>`). */
  readonly bus: CommandBus<C, S, E>;

  constructor(
    private readonly buses: CommandBuses,
    private readonly aggregate: AggregateDefinition<C, S, E, I, A>,
  ) {
    this.bus = buses.create(aggregate.decider, aggregate.cacheSize);
  }

  /**
   * `at` defaults to the server's clock; a client's `commandId` is scoped to the actor. `request`:
   * what the client asked (no server-made ids or instants), to bind its command id to: the same
   * id with another request is then refused (409) instead of answered with the first outcome.
   */
  async send(
    id: string,
    input: I,
    actor: A,
    at: Date = this.buses.clock.now(),
    commandId?: string,
    request?: unknown,
  ): Promise<AggregateOutcome<S>> {
    const started = performance.now();
    const iso = at.toISOString();
    const actorId = this.aggregate.actorId(actor);
    const stream = this.aggregate.stream(id);
    const command = this.aggregate.command(input, iso, actor);
    const result = await this.bus
      .handle({
        stream,
        command,
        // A client's id is scoped to its user so two users cannot collide on purpose.
        commandId: commandId === undefined ? newId() : `${actorId}:${commandId}`,
        at: iso,
        userId: actorId,
        ...(commandId === undefined || request === undefined
          ? {}
          : { requestHash: requestDigest(stream, request) }),
      })
      .catch((err: unknown) => {
        this.buses.settled(command, err instanceof DomainRejection ? err.code : 'error', started);
        throw err;
      });
    this.buses.settled(command, result.duplicate ? 'duplicate' : 'accepted', started);
    // Written, not yet answered: the client's outcome is unknown until it retries the same id.
    if (commandId !== undefined && !result.duplicate) crashPoint('command:after-append');
    this.aggregate.recorded?.(result.events);
    return result;
  }

  /** `send` at the server's clock: a controller's command, timed where it is received. */
  sendNow(
    id: string,
    input: I,
    actor: A,
    commandId?: string,
    request?: unknown,
  ): Promise<AggregateOutcome<S>> {
    return this.send(id, input, actor, this.buses.clock.now(), commandId, request);
  }

  /**
   * The aggregate now, from this process's cached fold caught up with the store's tail: for a hot
   * aggregate (a buy-now lot checked out again and again) a read of a few events, not all of them.
   */
  latest(id: string): Promise<S> {
    return this.bus.current(this.aggregate.stream(id));
  }

  /**
   * The aggregate as it stood right after the first event `recordedBy` matches, and that event
   * (undefined: none does): a command deduplicated by a key of the domain (a payment's key) answers a retry from
   * it, as it first answered, not from the aggregate now (the bus does so for a command id).
   */
  async stateAfter(
    id: string,
    recordedBy: (e: RecordedEvent) => boolean,
  ): Promise<{ state: S; event: RecordedEvent } | undefined> {
    const { decider } = this.aggregate;
    let state = decider.initialState();
    for (const e of await this.buses.store.readStream(this.aggregate.stream(id))) {
      state = decider.evolve(state, this.buses.toDomain<E>(e));
      if (recordedBy(e)) return { state, event: e };
    }
    return undefined;
  }

  /**
   * The aggregate now, for reads on the command side: the same as `latest`. A buyer's cart or
   * ledger grows with every checkout; folding it from its first event on every checkout made each
   * one cost more than the last (issue 29).
   */
  load(id: string): Promise<S> {
    return this.latest(id);
  }
}

/** A command's `type` (every decider's commands carry one), as a metric label. */
const commandTypeOf = (command: unknown): string => {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'unknown';
};

/** The digest a client's command id is bound to: the aggregate and what the client asked. */
const requestDigest = (stream: string, request: unknown): string =>
  createHash('sha256').update(canonicalJson({ stream, request })).digest('base64url');
