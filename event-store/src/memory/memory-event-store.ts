import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';
import type { AppendResult, ExpectedRevision } from '../port.js';
import {
  assertDistinctIds,
  chainOnto,
  headRevision,
  repeatOrCheck,
} from '../shared/append-rules.js';
import { PolledEventStore, type Polling } from '../shared/polled-event-store.js';

/** An in-process store for unit tests and demos; nothing survives the process. */
export function openMemoryEventStore(): MemoryEventStore {
  return new MemoryEventStore();
}

export class MemoryEventStore extends PolledEventStore {
  /** Each append runs to its end in one turn, in call order. */
  readonly appendsInOrder = true;
  /** The log itself; exposed for tamper tests only. */
  readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly byId = new Map<string, RecordedEvent>();
  private readonly listeners = new Set<() => void>();

  async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    await Promise.resolve();
    assertDistinctIds(stream, events);
    const existing = this.streams.get(stream) ?? [];
    const last = existing.at(-1);
    const head = last && { revision: last.revision, hash: last.hash, id: last.id };
    const found = events.flatMap((e) => this.byId.get(e.id) ?? []);
    const repeat = repeatOrCheck(stream, events, expected, head, found);
    if (repeat) return repeat;
    const base = this.log.length;
    const recorded = chainOnto(
      stream,
      structuredClone(events),
      head,
      (i) => String(base + i + 1).padStart(16, '0'),
      new Date().toISOString(),
    );
    for (const e of recorded) {
      this.log.push(e);
      this.byId.set(e.id, e);
    }
    this.streams.set(stream, [...existing, ...recorded]);
    for (const wake of this.listeners) wake();
    return {
      nextExpectedRevision: headRevision(head) + events.length,
      events: structuredClone(recorded),
    };
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return structuredClone((this.streams.get(stream) ?? []).slice(fromRevision));
  }

  async readAll(from?: Position, limit?: number): Promise<RecordedEvent[]> {
    const start = from ? Number(from) : 0;
    return structuredClone(this.log.slice(start, limit === undefined ? undefined : start + limit));
  }

  protected polling(): Polling {
    return {
      onSignal: (wake) => {
        this.listeners.add(wake);
        return () => this.listeners.delete(wake);
      },
      pollMs: 1_000,
      batchSize: 2_000,
      catchUpBatchSize: 10_000,
    };
  }

  async close(): Promise<void> {
    await this.stopSubscriptions();
  }
}
