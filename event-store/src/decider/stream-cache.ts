import type { RecordedEvent } from '@facet/event-schemas';

/** Where a recorded command's events sit in its stream: they are appended together, so contiguous. */
export interface RecordedCommand {
  from: number;
  count: number;
}

/**
 * A stream's folded state, its revision (-1: no stream) and the command ids it has recorded.
 * Only revisions are kept per command, not its events: a hot stream's cache would otherwise hold
 * every event ever appended to it (hashes, metadata), and a repeat is rare enough to re-read.
 */
export interface CachedStream<S> {
  state: S;
  revision: number;
  commands: Map<string, RecordedCommand>;
}

/**
 * Folds recorded events into a cached stream. The command map is extended in place (copying it
 * per append would cost O(stream length)); callers drop the old wrapper.
 */
export function absorb<S>(
  cached: CachedStream<S>,
  recorded: readonly RecordedEvent[],
  evolve: (state: S, e: RecordedEvent) => S,
): CachedStream<S> {
  let state = cached.state;
  for (const e of recorded) state = evolve(state, e);
  return settled(cached, recorded, state);
}

/**
 * The cached stream after an append of events already folded into `state` (the bus folded them
 * while deciding): only the revision and the command map move. The map is extended in place.
 */
export function settled<S>(
  cached: CachedStream<S>,
  recorded: readonly RecordedEvent[],
  state: S,
): CachedStream<S> {
  const commands = cached.commands;
  for (const e of recorded) {
    const id = e.metadata.commandId;
    if (!id) continue;
    const known = commands.get(id);
    if (known) known.count += 1;
    else commands.set(id, { from: e.revision, count: 1 });
  }
  return { state, revision: recorded.at(-1)?.revision ?? cached.revision, commands };
}

/** Least-recently-used map; a miss only costs a read and a fold. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.capacity <= 0) return;
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}
