import type { DomainEvent, NewEvent, RecordedEvent } from '@facet/event-schemas';
import { type EventStore, StreamRevisionConflict } from '../port.js';
import { eventIdFor } from '../ids/event-id.js';
import type { CommandEnvelope, CommandResult, Decider } from './decider.js';
import { absorb, type CachedStream, LruCache, settled } from './stream-cache.js';
import { planBatch, type Queued, type Repeat } from './command-plan.js';

const NO_REPEATS: ReadonlyMap<string, never> = new Map<string, never>();

export interface CommandBusOptions<C, S, E extends DomainEvent> {
  store: EventStore;
  decider: Decider<C, S, E>;
  /** Schema version written with each new event (e.g. `EventRegistry.currentVersion`). */
  schemaVersion: (type: string) => number;
  /** Validates each new event before it is appended (e.g. `EventRegistry.validate`). */
  validate?: (type: string, version: number, data: unknown) => unknown;
  /** Turns a recorded event into a domain event (upcasting); defaults to `{ type, data }`. */
  toDomain?: (e: RecordedEvent) => E;
  /** Conflicts retried (reload, re-decide) before the conflict is thrown; default 10. */
  maxRetries?: number;
  /** Streams whose folded state stays cached; default 10,000. */
  cacheSize?: number;
  /** Told the size of each append (group commit: several commands' events in one), for metrics. */
  onAppend?: (events: number) => void;
  /**
   * Sees each append's recorded events as soon as the store took them, before any command of it is
   * answered: an in-process fold (the api's spending-caps book) is then never behind its own
   * process's commands.
   */
  onRecorded?: (events: readonly RecordedEvent[]) => void;
}

/**
 * Serialises the commands of each stream in-process: they queue, are decided against a cached
 * fold, and whatever queued while one append was in flight goes out in the next single append
 * (group commit). Across processes a conflict reloads and re-decides. No lock spans streams.
 */
export class CommandBus<C, S, E extends DomainEvent = DomainEvent> {
  private readonly queues = new Map<string, Queued<C, S>[]>();
  private readonly cache: LruCache<CachedStream<S>>;
  private readonly toDomain: (e: RecordedEvent) => E;

  constructor(private readonly o: CommandBusOptions<C, S, E>) {
    this.cache = new LruCache(o.cacheSize ?? 10_000);
    this.toDomain = o.toDomain ?? ((e) => ({ type: e.type, data: e.data }) as E);
  }

  /**
   * Decides and records one command; answers with its events, the state and revision it left and
   * whether it was a repeat. Rejects with the decider's error or a final conflict.
   */
  handle(envelope: CommandEnvelope<C>): Promise<CommandResult<S>> {
    return new Promise((resolve, reject) => {
      const item = { envelope, resolve, reject };
      const queue = this.queues.get(envelope.stream);
      if (queue) return void queue.push(item);
      const fresh = [item];
      this.queues.set(envelope.stream, fresh);
      void this.drain(envelope.stream, fresh);
    });
  }

  /**
   * The stream's state now, for reads on the command side (what to ask a lot for): the cached fold
   * caught up with whatever the store holds after it, so a hot stream costs a read of its tail,
   * not of its whole length. The cache itself is left as the commands keep it.
   */
  async current(stream: string): Promise<S> {
    const cached = this.cache.get(stream);
    if (!cached) return (await this.load(stream)).state;
    const tail = await this.o.store.readStream(stream, cached.revision + 1);
    return tail.reduce((s, e) => this.o.decider.evolve(s, this.toDomain(e)), cached.state);
  }

  private async drain(stream: string, queue: Queued<C, S>[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        await this.process(stream, batch);
      } catch (err) {
        this.cache.delete(stream);
        for (const item of batch) item.reject(err);
      }
    }
    this.queues.delete(stream);
  }

  private async process(stream: string, batch: Queued<C, S>[]): Promise<void> {
    let cached = this.cache.get(stream) ?? (await this.load(stream));
    for (let attempt = 0; ; attempt += 1) {
      const reading = this.repeatsOf(stream, cached, batch);
      const repeats = reading ? await reading : NO_REPEATS;
      const plan = planBatch(
        this.o.decider,
        cached,
        batch,
        (env, e, i) => this.newEvent(env, e, i),
        repeats,
      );
      if (plan.events.length === 0) return plan.settle([]);
      try {
        const expected = cached.revision < 0 ? 'no_stream' : cached.revision;
        const result = await this.o.store.append(stream, plan.events, expected);
        this.o.onAppend?.(plan.events.length);
        this.o.onRecorded?.(result.events);
        const first = result.events[0];
        if (
          first &&
          first.revision === cached.revision + 1 &&
          result.events.length === plan.events.length
        ) {
          // The planned state is the fold of exactly these events: no second fold.
          this.cache.set(stream, settled(cached, result.events, plan.state));
          return plan.settle(result.events);
        }
        // The store already held these ids (another process ran the same commands): reload.
      } catch (err) {
        if (!(err instanceof StreamRevisionConflict) || attempt >= (this.o.maxRetries ?? 10)) {
          plan.rejectUndecided(err);
          throw err;
        }
      }
      cached = await this.load(stream, cached);
    }
  }

  /**
   * Re-reads the events of commands in the batch that the stream already recorded (repeats), and
   * the state each left; undefined, with no promise to wait for, when none repeats (nearly every
   * batch).
   */
  private repeatsOf(
    stream: string,
    cached: CachedStream<S>,
    batch: Queued<C, S>[],
  ): Promise<Map<string, Repeat<S>>> | undefined {
    const known = batch.flatMap(({ envelope: { commandId } }) => {
      const at = cached.commands.get(commandId);
      return at ? [{ commandId, ...at }] : [];
    });
    return known.length === 0 ? undefined : this.readRepeats(stream, cached, known);
  }

  /**
   * A repeat is answered as it was first answered: with the state its own events left, folded
   * again from the stream (the store keeps it; a restart loses nothing), never the state now.
   */
  private async readRepeats(
    stream: string,
    cached: CachedStream<S>,
    known: { commandId: string; from: number; count: number }[],
  ): Promise<Map<string, Repeat<S>>> {
    const endOf = (k: { from: number; count: number }) => k.from + k.count - 1;
    // The usual retry is of the stream's last command: its state is the cached one, no fold.
    const fold = known.some((k) => endOf(k) !== cached.revision);
    const from = fold ? 0 : Math.min(...known.map((k) => k.from));
    const events = await this.o.store.readStream(stream, from);
    const stateAt = new Map<number, S>([[cached.revision, cached.state]]);
    if (fold) {
      const wanted = new Set(known.map(endOf));
      const last = Math.max(...wanted);
      let state = this.o.decider.initialState();
      for (const e of events) {
        if (e.revision > last || e.revision >= cached.revision) break;
        state = this.o.decider.evolve(state, this.toDomain(e));
        if (wanted.has(e.revision)) stateAt.set(e.revision, state);
      }
    }
    const repeats = new Map<string, Repeat<S>>();
    for (const k of known) {
      const state = stateAt.get(endOf(k));
      if (state === undefined) throw new Error(`${stream} is shorter than its cached revisions`);
      const own = events.slice(k.from - from, k.from - from + k.count);
      repeats.set(k.commandId, { events: own, state });
    }
    return repeats;
  }

  private async load(stream: string, from?: CachedStream<S>): Promise<CachedStream<S>> {
    const base = from ?? {
      state: this.o.decider.initialState(),
      revision: -1,
      commands: new Map(),
    };
    const recorded = await this.o.store.readStream(stream, base.revision + 1);
    const loaded = absorb(base, recorded, (s, e) => this.o.decider.evolve(s, this.toDomain(e)));
    this.cache.set(stream, loaded);
    return loaded;
  }

  private newEvent(env: CommandEnvelope<C>, e: E, index: number): NewEvent {
    const schemaVersion = this.o.schemaVersion(e.type);
    const validated = this.o.validate?.(e.type, schemaVersion, e.data);
    return {
      id: eventIdFor(env.stream, env.commandId, env.at, index),
      type: e.type,
      schemaVersion,
      data: validated === undefined ? e.data : validated,
      metadata: {
        correlationId: env.correlationId ?? env.commandId,
        causationId: env.causationId ?? env.commandId,
        ...(env.userId === undefined ? {} : { userId: env.userId }),
        at: env.at,
        commandId: env.commandId,
        ...(env.requestHash === undefined ? {} : { requestHash: env.requestHash }),
      },
    };
  }
}

/** One command, no queue shared with others: read, fold, decide, append, retry on conflict. */
export function handleCommand<C, S, E extends DomainEvent>(
  options: Omit<CommandBusOptions<C, S, E>, 'cacheSize'>,
  envelope: CommandEnvelope<C>,
): Promise<CommandResult<S>> {
  return new CommandBus({ ...options, cacheSize: 0 }).handle(envelope);
}
