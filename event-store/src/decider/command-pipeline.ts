import type { AppendResult, ExpectedRevision } from '../port.js';
import type { Plan, Queued } from './command-plan.js';
import type { CachedStream } from './stream-cache.js';

/**
 * What a stream has in flight when the command bus pipelines its batches (a store that takes
 * appends in order): each batch is decided on the state the ones before it will leave.
 */

/** Commands decided into one append when earlier appends of the stream may be in flight. */
export const PIPELINED_BATCH = 128;
/** Appends of one stream in flight at once, with a store that takes them in order. */
export const PIPELINE_DEPTH = 8;

/** A batch sent and not yet answered; `append` undefined: it decided nothing to record. */
export interface Sent<C, S> {
  batch: Queued<C, S>[];
  plan: Plan<S>;
  /** The revision it was decided on: its events follow it. */
  from: number;
  append: Promise<AppendResult> | undefined;
}

/** The state the batches in flight leave, the id of their last event, and their command ids. */
export interface Tip<S> extends CachedStream<S> {
  lastId?: string | undefined;
  pending: Set<string>;
}

/**
 * What the next append expects: no stream, the revision alone when nothing of ours is in flight,
 * else the last event decided before it (an `ExpectedHead`), which only its own batch can put there.
 */
export const expectedAt = <S>(base: Tip<S>): ExpectedRevision =>
  base.revision < 0
    ? 'no_stream'
    : base.lastId
      ? { revision: base.revision, eventId: base.lastId }
      : base.revision;

/** The tip once `batch`, decided on `base` into `plan`, is sent. */
export function advance<C, S>(base: Tip<S>, batch: readonly Queued<C, S>[], plan: Plan<S>): Tip<S> {
  for (const q of batch) base.pending.add(q.envelope.commandId);
  return {
    state: plan.state,
    revision: base.revision + plan.events.length,
    commands: base.commands,
    lastId: plan.events.at(-1)?.id ?? base.lastId,
    pending: base.pending,
  };
}

/**
 * A command of the next batch was recorded or is in flight: its repeat is read from the store,
 * so the batches in flight land first.
 */
export function knownTo<C, S>(tip: Tip<S>, queue: readonly Queued<C, S>[], cap: number): boolean {
  const n = Math.min(queue.length, cap);
  for (let i = 0; i < n; i++) {
    const id = queue[i]!.envelope.commandId;
    if (tip.pending.has(id) || tip.commands.has(id)) return true;
  }
  return false;
}
