import type { DomainEvent, RecordedEvent } from '@facet/event-schemas';

/** A pure aggregate: no I/O, no clock, no randomness; time and ids arrive in the command. */
export interface Decider<C, S, E extends DomainEvent = DomainEvent> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /** Returns the events a command causes, or throws a domain error to reject it. */
  decide: (command: C, state: S) => E[];
  /** True when the stream has ended and no command can change it any more. */
  isTerminal?: (state: S) => boolean;
}

/** A command as the bus receives it: the domain command plus what its events' metadata needs. */
export interface CommandEnvelope<C> {
  stream: string;
  command: C;
  /** The client's command id: seeds the event ids, and a repeat never takes effect twice. */
  commandId: string;
  /** ISO UTC instant the server accepted the command. */
  at: string;
  correlationId?: string;
  causationId?: string;
  userId?: string;
  /** A digest of the request (see `EventMetadata.requestHash`); absent, reuse is not checked. */
  requestHash?: string;
}

/** A command id seen before arrived with a different request: refused, nothing recorded. */
export class CommandIdReused extends Error {
  readonly code = 'command.reused';
  constructor(readonly commandId: string) {
    super(`Command id ${commandId} was reused with a different request`);
  }
}

export interface CommandResult<S = unknown> {
  /** The command's events as recorded (the originals when the command was a repeat). */
  events: RecordedEvent[];
  /** True when the command id had already been handled and nothing was appended. */
  duplicate: boolean;
  /**
   * The state this command left (later commands of the same group commit not included). A repeat
   * answers with the state its original left, folded again from the stream: a retry gets the
   * first answer, after later commands and across a restart.
   */
  state: S;
  /**
   * Stream revision after this command (-1: no stream); for a repeat, the revision of its original
   * events.
   */
  revision: number;
}

export const fold = <S, E extends DomainEvent>(
  d: Decider<unknown, S, E>,
  state: S,
  events: readonly E[],
): S => events.reduce(d.evolve, state);
