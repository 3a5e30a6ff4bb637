import type { Position, RecordedEvent } from '@facet/event-schemas';

type Read = (from: Position, limit: number) => Promise<RecordedEvent[]>;

/**
 * A commit of this process as its store answered it: every event it wrote, in position order,
 * directly after the position `after` (nothing between them, nothing of the commit left out).
 */
export interface OwnCommit {
  after: Position;
  events: readonly RecordedEvent[];
}

/**
 * The recent end of the log, read and parsed once for every subscription of this process. About a
 * dozen subscriptions (read models, schedulers, process managers, user directory) wake on each
 * commit; the first to ask reads what is new from the store, the others, at that cursor or
 * anywhere behind it in the tail, are handed the same parsed events. Handlers only read events,
 * never change them.
 *
 * Each subscription keeps its own cursor and loop (its order, its at-least-once hand-over, its
 * `caughtUp`): only where a page comes from changes. A page is what `read(from, limit)` would
 * return: the tail holds events exactly as the store paged them, contiguous, and is read again
 * after every commit signal, and once it is `freshMs` old (so the poll for other processes'
 * commits still looks in the store). A cursor outside the tail (a subscription far
 * behind, or one that starts at a checkpoint) reads alone; once such a read reaches the head, the
 * tail restarts there, so every live subscription shares it again.
 */
export class SharedTail {
  /** Events in position order; nothing committed between two of them is missing. */
  private events: RecordedEvent[] = [];
  /** Absolute index of each event's position, and of the position just before the first. */
  private readonly at = new Map<Position, number>();
  /** Absolute index of `events[0]`. */
  private base = 0;
  /** The position just before `events[0]` (the oldest key of `at`). */
  private start: Position = '';
  /** Changes whenever the tail restarts, so an extension read for an old tail is dropped. */
  private epoch = 0;
  /** Counts commit signals: a page asked for after one must come from a read started after it. */
  private generation = 0;
  /** The last read that reached the head: its generation, and when it was read. */
  private fresh = { generation: -1, at: 0 };
  private extending: { generation: number; done: Promise<boolean> } | undefined;

  constructor(
    private readonly read: Read,
    /** Events kept behind the head for subscriptions that lag (at least a live batch). */
    private readonly keep: number,
    /**
     * How long a read that reached the head answers for, with no commit signalled since: the
     * commits of other processes that signal nothing are seen by a read after that.
     */
    private readonly freshMs: number,
  ) {}

  /**
   * Something committed (here, or another process as the server said): the next page reads. A
   * commit of this process that starts where the tail ends is taken as it is, with no read of the
   * store: at a bid a millisecond each commit holds one bid, and each was read and parsed again.
   */
  signal(commit?: OwnCommit): void {
    this.generation += 1;
    // A read already running may return these events too: it extends the tail instead.
    if (!commit || this.extending || this.at.size === 0) return;
    if (this.end() !== commit.after) return;
    this.append(commit.events);
    this.trim();
    this.markFresh(this.generation);
  }

  /** What `read(from, limit)` returns now, from the tail when it holds it. */
  async page(from: Position, limit: number): Promise<RecordedEvent[]> {
    const asked = this.generation;
    let headSeen = false;
    for (;;) {
      const i = this.indexAfter(from);
      if (i === undefined) return this.readAlone(from, limit);
      if (this.events.length - i >= limit || headSeen || this.upToDate())
        return this.events.slice(i, i + limit);
      const running = this.extending;
      // A read that started before a signal this page must see cannot answer it: wait, then read.
      if (running && running.generation < asked) await running.done;
      else headSeen = await (running?.done ?? this.extend(limit));
    }
  }

  private indexAfter(from: Position): number | undefined {
    const abs = this.at.get(from);
    return abs === undefined ? undefined : abs + 1 - this.base;
  }

  /** Reads what follows the tail; true when that read reached the head and the tail kept it. */
  private extend(limit: number): Promise<boolean> {
    const generation = this.generation;
    const epoch = this.epoch;
    const end = this.end();
    const running = { generation, done: Promise.resolve(false) };
    this.extending = running;
    running.done = (async () => {
      try {
        const events = await this.read(end, limit);
        if (this.epoch !== epoch) return false;
        this.append(events);
        this.trim();
        if (events.length < limit) this.markFresh(generation);
        return events.length < limit;
      } finally {
        if (this.extending === running) this.extending = undefined;
      }
    })();
    return running.done;
  }

  private async readAlone(from: Position, limit: number): Promise<RecordedEvent[]> {
    const generation = this.generation;
    const events = await this.read(from, limit);
    const last = events.at(-1);
    const joins = last !== undefined && this.at.has(last.position);
    // Reached the head without meeting the tail: the tail restarts here, where the others are.
    if (!joins && (events.length < limit || this.at.size === 0) && !this.at.has(from)) {
      this.restart(from, events);
      if (events.length < limit) this.markFresh(generation);
    }
    return events;
  }

  private restart(from: Position, events: RecordedEvent[]): void {
    this.epoch += 1;
    this.events = [];
    this.at.clear();
    this.base = 0;
    this.at.set(from, -1);
    this.start = from;
    this.append(events);
  }

  private append(events: readonly RecordedEvent[]): void {
    for (const e of events) {
      this.at.set(e.position, this.base + this.events.length);
      this.events.push(e);
    }
  }

  /**
   * Drops the oldest events beyond `keep`, once a quarter of `keep` has gathered beyond it: a
   * commit a millisecond would otherwise copy the whole tail on each one.
   */
  private trim(): void {
    const extra = this.events.length - this.keep;
    if (extra <= this.keep >> 2) return;
    this.at.delete(this.start);
    for (let k = 0; k < extra - 1; k += 1)
      this.at.delete((this.events[k] as RecordedEvent).position);
    this.start = (this.events[extra - 1] as RecordedEvent).position;
    this.events = this.events.slice(extra);
    this.base += extra;
  }

  /** The position of the tail's last event, or the one just before it when it holds none. */
  private end(): Position {
    return this.events.at(-1)?.position ?? this.start;
  }

  private markFresh(generation: number): void {
    this.fresh = { generation, at: performance.now() };
  }

  /** No signal since the last read reached the head, and that read is recent. */
  private upToDate(): boolean {
    return (
      this.fresh.generation === this.generation && performance.now() - this.fresh.at < this.freshMs
    );
  }
}
