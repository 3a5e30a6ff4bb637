import type { DomainEvent, NewEvent, RecordedEvent } from '@facet/event-schemas';
import {
  type CommandEnvelope,
  CommandIdReused,
  type CommandResult,
  type Decider,
} from './decider.js';
import type { CachedStream } from './stream-cache.js';

export interface Queued<C, S> {
  envelope: CommandEnvelope<C>;
  resolve: (r: CommandResult<S>) => void;
  reject: (e: unknown) => void;
}

/** A command the stream already recorded: its events and the state they left (its answer). */
export interface Repeat<S> {
  events: RecordedEvent[];
  state: S;
}

type Outcome<S> =
  | { kind: 'done'; events: RecordedEvent[]; state: S }
  | { kind: 'failed'; error: unknown }
  | { kind: 'new'; from: number; to: number; state: S }
  | { kind: 'same-as'; index: number };

export interface Plan<S> {
  /** Every event the batch decided, in command order: the next single append. */
  events: NewEvent[];
  /** The stream's state after every event of `events`, folded once while deciding. */
  state: S;
  /** Answers each caller from the recorded events of the append (positions match `events`). */
  settle(recorded: RecordedEvent[]): void;
  /** Rejects the callers whose commands were decided but could not be recorded. */
  rejectUndecided(error: unknown): void;
}

/** Both requests carry a digest and the digests differ: the id came back with another request. */
const reused = (envelope: CommandEnvelope<unknown>, first: string | undefined): boolean =>
  envelope.requestHash !== undefined && first !== undefined && first !== envelope.requestHash;

/**
 * Decides a batch of one stream's commands in order, each against the state the previous left.
 * Each new event is folded once, as it will be recorded (its validated data); the caller keeps
 * `state` as the stream's cached state once the append lands where planned.
 */
export function planBatch<C, S, E extends DomainEvent>(
  decider: Decider<C, S, E>,
  cached: CachedStream<S>,
  batch: Queued<C, S>[],
  toNew: (env: CommandEnvelope<C>, e: E, index: number) => NewEvent,
  /** The batch's repeated command ids: their recorded events and state (read by the caller). */
  repeats: ReadonlyMap<string, Repeat<S>>,
): Plan<S> {
  let state = cached.state;
  const events: NewEvent[] = [];
  const firstOf = new Map<string, number>();
  const outcomes: Outcome<S>[] = batch.map(({ envelope }, i): Outcome<S> => {
    const seen = repeats.get(envelope.commandId);
    if (seen) {
      if (reused(envelope, seen.events[0]?.metadata.requestHash))
        return { kind: 'failed', error: new CommandIdReused(envelope.commandId) };
      return { kind: 'done', ...seen };
    }
    const earlier = firstOf.get(envelope.commandId);
    if (earlier !== undefined) {
      if (reused(envelope, batch[earlier]?.envelope.requestHash))
        return { kind: 'failed', error: new CommandIdReused(envelope.commandId) };
      return { kind: 'same-as', index: earlier };
    }
    firstOf.set(envelope.commandId, i);
    try {
      const decided = decider.decide(envelope.command, state);
      const fresh = decided.map((e, n) => toNew(envelope, e, n));
      let after = state;
      for (const e of fresh) after = decider.evolve(after, { type: e.type, data: e.data } as E);
      state = after;
      events.push(...fresh);
      return { kind: 'new', from: events.length - fresh.length, to: events.length, state };
    } catch (error) {
      return { kind: 'failed', error };
    }
  });

  // A repeat, in the batch or recorded before, answers with the state its first occurrence left.
  const answer = (i: number, recorded: RecordedEvent[] | undefined, error?: unknown): void => {
    const item = batch[i];
    const own = outcomes[i];
    const o = own?.kind === 'same-as' ? outcomes[own.index] : own;
    if (!item || !o || o.kind === 'same-as') return;
    const duplicate = own?.kind === 'same-as';
    if (o.kind === 'failed') return item.reject(o.error);
    if (o.kind === 'done') {
      const revision = o.events.at(-1)?.revision ?? cached.revision;
      return item.resolve({ events: o.events, duplicate: true, state: o.state, revision });
    }
    if (!recorded) return item.reject(error);
    item.resolve({
      events: recorded.slice(o.from, o.to),
      duplicate,
      state: o.state,
      // The append landed where planned (the bus checks), so positions are revisions.
      revision: cached.revision + o.to,
    });
  };

  return {
    events,
    state,
    settle: (recorded) => batch.forEach((_, i) => answer(i, recorded)),
    rejectUndecided: (error) => batch.forEach((_, i) => answer(i, undefined, error)),
  };
}
