import type { Position, RecordedEvent } from '@facet/event-schemas';
import type { Subscription } from '@facet/event-store';
import { CheckpointMismatch, type ReadModelStore } from '../store/read-model-store.port.js';
import { applyBatch, type AppliedBatch } from './apply-batch.js';
import type { BatchNotice } from './batch-notice.js';
import type { EventFeed } from './event-feed.js';
import { EventRouting } from './event-routing.js';
import { foldInPlace } from './fold-in-place.js';
import { LagMeter } from './lag-meter.js';
import { asProjected, namespaceOf, type ProjectedEvent, type Projection } from './projection.js';

export type { BatchNotice } from './batch-notice.js';

export interface ProjectionRunnerOptions {
  feed: EventFeed;
  store: ReadModelStore;
  projections: readonly Projection[];
  /** Lifts stored events to their current schema version before any evolve sees them. */
  upcast?: (event: RecordedEvent) => RecordedEvent;
  now?: () => number;
  onError?: (err: unknown) => void;
  /** How long a group whose store or feed failed waits before it resubscribes (500 ms). */
  retryMs?: number;
}

interface Group {
  projections: Projection[];
  /** Which of them take which event types (built once with the group). */
  routing?: EventRouting;
  /** Where the last commit sent (not necessarily finished) leaves the group. */
  checkpoint: Position | undefined;
  sub?: Subscription;
  /** The commit in flight; the next batch folds while it runs and commits only after it. */
  pending?: Promise<void>;
  /** A failure ended its subscription; a fresh group takes over once the store answers. */
  failed?: boolean;
}

/**
 * Runs projections over a feed. Projections whose checkpoints agree share one subscription and
 * commit together; a projection at another checkpoint (a new version rebuilding side by side)
 * runs in its own group. Each batch is one store commit: documents plus checkpoints.
 */
export class ProjectionRunner {
  readonly lag = new LagMeter();
  private readonly listeners = new Set<(n: BatchNotice) => void>();
  private groups: Group[] = [];
  private readonly now: () => number;
  private startedAt = Number.POSITIVE_INFINITY;

  constructor(private readonly o: ProjectionRunnerOptions) {
    this.now = o.now ?? Date.now;
  }

  /** The notifier: called after each committed batch; realtime pushes hang off it. */
  onBatch(listener: (n: BatchNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    this.startedAt = this.now();
    const byCheckpoint = new Map<string, Group>();
    for (const p of this.o.projections) {
      const cp = await this.o.store.readCheckpoint(namespaceOf(p));
      const key = cp ?? '\0';
      const g = byCheckpoint.get(key) ?? { projections: [], checkpoint: cp };
      g.projections.push(p);
      byCheckpoint.set(key, g);
    }
    this.groups = [...byCheckpoint.values()];
    for (const g of this.groups) this.subscribe(g);
  }

  /** Resolves once every group has applied what was committed when it subscribed. */
  async caughtUp(): Promise<void> {
    await Promise.all(this.groups.map((g) => g.sub?.caughtUp));
    await Promise.all(this.groups.map((g) => g.pending));
  }

  async stop(): Promise<void> {
    const groups = this.groups;
    this.groups = [];
    await Promise.all(groups.map((g) => g.sub?.stop().catch(() => undefined)));
    await Promise.all(groups.map((g) => g.pending?.catch(() => undefined)));
  }

  private subscribe(g: Group): void {
    g.sub = this.o.feed.subscribe(g.checkpoint, async (batch) => {
      try {
        await this.handle(g, batch);
      } catch (err) {
        this.resubscribeAfter(g, err);
        throw err;
      }
    });
  }

  /**
   * A failed read or commit (the store unreachable: Redis restarting) ends the subscription, and
   * nothing would ever project again. Resubscribe from what the store holds once it answers: its
   * checkpoint if it kept one, else from zero (Redis came back empty: the rebuild starts by itself).
   * A checkpoint mismatch has its own path (`recover`) and is not retried here.
   */
  private resubscribeAfter(g: Group, err: unknown): void {
    if (err instanceof CheckpointMismatch || g.failed || !this.groups.includes(g)) return;
    g.failed = true;
    this.o.onError?.(err);
    // Not awaited: this may run inside the old subscription's handler.
    void g.sub?.stop().catch(() => undefined);
    const retry = async (): Promise<void> => {
      // The old group's last commit settles first: the store's view of what it wrote follows it.
      await g.pending?.catch(() => undefined);
      if (!this.groups.includes(g)) return;
      let cps: (Position | undefined)[];
      try {
        cps = await Promise.all(
          g.projections.map((p) => this.o.store.readCheckpoint(namespaceOf(p))),
        );
      } catch {
        setTimeout(() => void retry(), this.o.retryMs ?? 500).unref?.();
        return;
      }
      if (!this.groups.includes(g)) return;
      // One group's namespaces commit together (one script), so they agree; if not, someone else
      // wrote them, as `recover` treats it: say so and do not guess.
      if (cps.some((cp) => cp !== cps[0]))
        return this.o.onError?.(new CheckpointMismatch(namespaceOf(g.projections[0]!)));
      const fresh: Group = { projections: g.projections, checkpoint: cps[0] };
      this.groups = this.groups.map((x) => (x === g ? fresh : x));
      this.subscribe(fresh);
    };
    setTimeout(() => void retry(), this.o.retryMs ?? 500).unref?.();
  }

  private async handle(g: Group, raw: RecordedEvent[]): Promise<void> {
    const last = raw.at(-1);
    if (!last) return;
    const events = asProjected(this.o.upcast ? raw.map(this.o.upcast) : raw);
    // Without a listener no batch's changes are asked for: unshared documents change in place.
    const inPlace = this.listeners.size === 0;
    const own = (g.routing ??= new EventRouting(g.projections)).split(events);
    if (inPlace && this.o.store.foldInPlace && (await this.foldedInPlace(g, raw, events, own)))
      return;
    const applied = await Promise.all(
      g.projections.map((p, i) => applyBatch(this.o.store, p, own[i]!, inPlace)),
    );
    // The fold above may have overlapped the previous batch's commit: a store's reads see a
    // commit once it is sent. Commits still go one at a time, in order; a failed one fails this batch.
    await g.pending;
    const expected = g.checkpoint;
    const commit = this.o.store.commit(
      applied.map((a) => ({ ns: a.ns, writes: a.writes, expected, checkpoint: last.position })),
    );
    g.checkpoint = last.position;
    const done = commit.then(
      () => this.committed(raw, events, inPlace ? undefined : applied),
      (err: unknown) => {
        if (err instanceof CheckpointMismatch) return this.recover(g, err);
        // With no later batch to surface it, the failed commit would go unnoticed.
        this.resubscribeAfter(g, err);
        throw err;
      },
    );
    if (!this.o.feed.resumesFromCheckpoint) return done;
    // The feed replays from the store's checkpoint after a failure, so the next batch may start
    // before this commit lands; its failure reaches the next batch, caughtUp() or stop().
    g.pending = done;
    done.catch(() => undefined);
  }

  /** The batch folded straight into the store, if it can take it so (the rebuild at start). */
  private async foldedInPlace(
    g: Group,
    raw: RecordedEvent[],
    events: readonly ProjectedEvent[],
    own: readonly (readonly ProjectedEvent[])[],
  ): Promise<boolean> {
    await g.pending;
    const checkpoint = raw.at(-1)!.position;
    const commits = g.projections.map((p) => ({
      ns: namespaceOf(p),
      expected: g.checkpoint,
      checkpoint,
    }));
    let folded: boolean;
    try {
      folded = this.o.store.foldInPlace!(commits, (target, i) =>
        foldInPlace(target, g.projections[i]!, own[i]!),
      );
    } catch (err) {
      if (err instanceof CheckpointMismatch) await this.recover(g, err);
      throw err;
    }
    if (!folded) return false;
    g.checkpoint = checkpoint;
    this.committed(raw, events, undefined);
    return true;
  }

  /** `applied` is undefined for a batch folded in place: its `before` states are gone. */
  private committed(
    raw: readonly RecordedEvent[],
    events: readonly ProjectedEvent[],
    applied: AppliedBatch[] | undefined,
  ): void {
    const now = this.now();
    // Events of one batch mostly share a commit instant: parse each distinct one once.
    let at = '';
    let ms = 0;
    for (const e of raw) {
      if (e.recordedAt !== at) ms = Date.parse((at = e.recordedAt));
      // Lag is about live events: one replayed at start was committed before we ran at all.
      if (ms >= this.startedAt) this.lag.record(now - ms);
    }
    // A listener that came while this batch was folded in place hears from the next one on.
    if (this.listeners.size === 0 || !applied) return;
    const notice: BatchNotice = { events, changes: applied.flatMap((a) => a.changes()) };
    for (const l of this.listeners) l(notice);
  }

  /** The store lost our checkpoint (flushed or restarted empty): rebuild the group from zero. */
  private async recover(g: Group, err: CheckpointMismatch): Promise<void> {
    const cps = await Promise.all(
      g.projections.map((p) => this.o.store.readCheckpoint(namespaceOf(p))),
    );
    if (cps.some((cp) => cp !== undefined)) {
      this.o.onError?.(err);
      throw err;
    }
    const old = g.sub;
    const fresh: Group = { projections: g.projections, checkpoint: undefined };
    this.groups = this.groups.map((x) => (x === g ? fresh : x));
    void old?.stop().catch(() => undefined);
    // Stop the old subscription without awaiting: we are inside its handler. A runner stopped
    // meanwhile no longer lists the fresh group and must not subscribe again.
    setImmediate(() => this.groups.includes(fresh) && this.subscribe(fresh));
    throw new Error(
      `rebuilding ${g.projections.map(namespaceOf).join(', ')} after the store lost its checkpoint`,
    );
  }
}
