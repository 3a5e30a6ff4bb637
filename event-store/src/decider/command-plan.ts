import type { DomainEvent, NewEvent, RecordedEvent } from '@facet/event-schemas';
import type { CommandEnvelope, CommandResult, Decider } from './decider.js';
import type { CachedStream } from './stream-cache.js';

export interface Queued<C> {
  envelope: CommandEnvelope<C>;
  resolve: (r: CommandResult) => void;
  reject: (e: unknown) => void;
}

type Outcome =
  | { kind: 'done'; events: RecordedEvent[] }
  | { kind: 'failed'; error: unknown }
  | { kind: 'new'; from: number; to: number }
  | { kind: 'same-as'; index: number };

export interface Plan {
  /** Every event the batch decided, in command order: the next single append. */
  events: NewEvent[];
  /** Answers each caller from the recorded events of the append (positions match `events`). */
  settle(recorded: RecordedEvent[]): void;
  /** Rejects the callers whose commands were decided but could not be recorded. */
  rejectUndecided(error: unknown): void;
}

/** Decides a batch of one stream's commands in order, each against the state the previous left. */
export function planBatch<C, S, E extends DomainEvent>(
  decider: Decider<C, S, E>,
  cached: CachedStream<S>,
  batch: Queued<C>[],
  toNew: (env: CommandEnvelope<C>, e: E, index: number) => NewEvent,
  /** The recorded events of the batch's repeated command ids (read by the caller). */
  repeats: ReadonlyMap<string, RecordedEvent[]>,
): Plan {
  let state = cached.state;
  const events: NewEvent[] = [];
  const firstOf = new Map<string, number>();
  const outcomes: Outcome[] = batch.map(({ envelope }, i): Outcome => {
    const seen = repeats.get(envelope.commandId);
    if (seen) return { kind: 'done', events: seen };
    const earlier = firstOf.get(envelope.commandId);
    if (earlier !== undefined) return { kind: 'same-as', index: earlier };
    firstOf.set(envelope.commandId, i);
    try {
      const decided = decider.decide(envelope.command, state);
      const fresh = decided.map((e, n) => toNew(envelope, e, n));
      state = decided.reduce(decider.evolve, state);
      events.push(...fresh);
      return { kind: 'new', from: events.length - fresh.length, to: events.length };
    } catch (error) {
      return { kind: 'failed', error };
    }
  });

  const answer = (i: number, recorded: RecordedEvent[] | undefined, error?: unknown): void => {
    const item = batch[i];
    const own = outcomes[i];
    // A repeat inside the batch gets the answer of its first occurrence, marked as a repeat.
    const o = own?.kind === 'same-as' ? outcomes[own.index] : own;
    if (!item || !o || o.kind === 'same-as') return;
    const duplicate = own?.kind === 'same-as';
    if (o.kind === 'failed') return item.reject(o.error);
    if (o.kind === 'done') return item.resolve({ events: o.events, duplicate: true });
    if (!recorded) return item.reject(error);
    item.resolve({ events: recorded.slice(o.from, o.to), duplicate });
  };

  return {
    events,
    settle: (recorded) => batch.forEach((_, i) => answer(i, recorded)),
    rejectUndecided: (error) => batch.forEach((_, i) => answer(i, undefined, error)),
  };
}
