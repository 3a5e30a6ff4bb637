import type { DomainEvent, NewEvent, RecordedEvent } from '@facet/event-schemas';
import { type AppendResult, type EventStore, StreamRevisionConflict } from '../port.js';
import { eventIdFor } from '../ids/event-id.js';
import type { CommandEnvelope, CommandResult, Decider } from './decider.js';
import { absorb, type CachedStream, LruCache, settled } from './stream-cache.js';
import { planBatch, type Queued, type Repeat } from './command-plan.js';
import {
  advance,
  expectedAt,
  knownTo,
  PIPELINE_DEPTH,
  PIPELINED_BATCH,
  type Sent,
  type Tip,
} from './command-pipeline.js';

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

  /**
   * Takes the stream's queue in batches until it is empty. With a store that takes appends in
   * order, a batch is decided on the state the batches still in flight will leave and sent before
   * they are answered, conditional on the last of them (an `ExpectedHead`): deciding the next
   * batch overlaps the store writing the last one. Answers still go out in order, each once its
   * batch and every batch before it landed; a batch that did not land sends itself and everything
   * decided after it back to the queue, to be decided again on what the stream holds.
   */
  private async drain(stream: string, queue: Queued<C, S>[]): Promise<void> {
    const pipelined = this.o.store.appendsInOrder === true;
    const depth = pipelined ? PIPELINE_DEPTH : 1;
    const cap = pipelined ? PIPELINED_BATCH : Number.POSITIVE_INFINITY;
    const sent: Sent<C, S>[] = [];
    /** What has landed (the cache may have evicted it meanwhile); undefined: load it. */
    let landed: CachedStream<S> | undefined = this.cache.get(stream);
    /** The state every batch in flight leaves, as decided; undefined while none is in flight. */
    let tip: Tip<S> | undefined;
    let conflicts = 0;
    while (queue.length > 0 || sent.length > 0) {
      if (queue.length > 0 && sent.length < depth && !(tip && knownTo(tip, queue, cap))) {
        const batch = queue.splice(0, cap);
        try {
          landed ??= await this.load(stream);
          const base: Tip<S> = tip ?? { ...landed, pending: new Set() };
          // Repeats are read from the store: only with nothing in flight (knownTo held them back).
          const reading = tip ? undefined : this.repeatsOf(stream, base, batch);
          const repeats = reading ? await reading : NO_REPEATS;
          const plan = planBatch(
            this.o.decider,
            base,
            batch,
            (env, e, i) => this.newEvent(env, e, i),
            repeats,
          );
          let append: Promise<AppendResult> | undefined;
          if (plan.events.length > 0) {
            append = this.o.store.append(stream, plan.events, expectedAt(base));
            // Awaited in order below; a failure meanwhile is not unhandled.
            append.catch(() => undefined);
          }
          sent.push({ batch, plan, from: base.revision, append });
          tip = advance(base, batch, plan);
          // The store sends what it queued on the next turn: let it go before deciding more.
          if (append && pipelined && queue.length > 0)
            await new Promise<void>((r) => setImmediate(r));
        } catch (err) {
          // A failed read of the stream or of its repeats (nothing in flight): nothing of this
          // batch was sent.
          if (sent.length === 0) {
            this.cache.delete(stream);
            landed = undefined;
          }
          for (const item of batch) item.reject(err);
        }
        continue;
      }
      const s = sent.shift()!;
      let result: AppendResult | undefined;
      let error: unknown;
      try {
        result = await s.append;
      } catch (err) {
        error = err ?? new Error('append failed');
      }
      if (error === undefined && !result) {
        // It decided nothing to record: its answers waited only for the batches before it.
        s.plan.settle([]);
        if (sent.length === 0) tip = undefined;
        continue;
      }
      if (result) {
        this.o.onAppend?.(s.plan.events.length);
        this.o.onRecorded?.(result.events);
        const first = result.events[0];
        if (
          first &&
          first.revision === s.from + 1 &&
          result.events.length === s.plan.events.length
        ) {
          // The planned state is the fold of exactly these events: no second fold.
          landed = settled(landed!, result.events, s.plan.state);
          this.cache.set(stream, landed);
          conflicts = 0;
          s.plan.settle(result.events);
          if (sent.length === 0) tip = undefined;
          continue;
        }
        // The store already held these ids (another process ran the same commands): reload.
      }
      // Every batch decided after this one assumed it landed. A pipelined append lands only on
      // the event before it, so theirs fail too; all are decided again once they are answered.
      const later = sent.splice(0);
      await Promise.allSettled(later.map((x) => x.append));
      tip = undefined;
      const retried = later.flatMap((x) => x.batch);
      if (
        error !== undefined &&
        (!(error instanceof StreamRevisionConflict) || ++conflicts > (this.o.maxRetries ?? 10))
      ) {
        s.plan.rejectUndecided(error);
        for (const item of s.batch) item.reject(error);
        this.cache.delete(stream);
        landed = undefined;
      } else {
        retried.unshift(...s.batch);
        try {
          landed = await this.load(stream, landed);
        } catch {
          // Read again from the start when the batches are decided again.
          this.cache.delete(stream);
          landed = undefined;
        }
      }
      queue.unshift(...retried);
    }
    this.queues.delete(stream);
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
