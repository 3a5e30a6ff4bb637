import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { NewEvent, Position, RecordedEvent } from '@facet/event-schemas';
import type { AppendResult, ExpectedRevision } from '../port.js';
import {
  assertDistinctIds,
  chainOnto,
  headRevision,
  repeatOrCheck,
  type StreamHead,
} from '../shared/append-rules.js';
import { PolledEventStore, type Polling } from '../shared/polled-event-store.js';
import { decodeKurrentPosition, fromResolved, toKurrentEvent } from './kurrent-mapping.js';

export interface KurrentEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString: string;
  pollMs?: number;
  /** How far back from the head an `'any'` append looks for its own ids (idempotent retry). */
  anyRetryWindow?: number;
}

export function openKurrentEventStore(options: KurrentEventStoreOptions): KurrentEventStore {
  return new KurrentEventStore(KurrentDBClient.connectionString(options.connectionString), options);
}

/**
 * KurrentDB does the ordering and the expected-revision check natively; the adapter adds the
 * hash chain (kept in each event's metadata under `$facet`) and the port's idempotency answer.
 */
export class KurrentEventStore extends PolledEventStore {
  constructor(
    readonly client: KurrentDBClient,
    private readonly options: KurrentEventStoreOptions,
  ) {
    super();
  }

  async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    assertDistinctIds(stream, events);
    for (let attempt = 0; ; attempt += 1) {
      const head = await this.head(stream);
      const recordedUnder = await this.recordedUnder(stream, events, expected, head);
      const repeat = repeatOrCheck(stream, events, expected, head, recordedUnder);
      if (repeat) return repeat;
      if (events.length === 0) return { nextExpectedRevision: headRevision(head), events: [] };
      const chained = chainOnto(stream, events, head, () => '', '');
      try {
        // The head we chained onto is the state we expect: anything else would break the chain.
        await this.client.appendToStream(stream, chained.map(toKurrentEvent), {
          streamState: head ? BigInt(head.revision) : NO_STREAM,
        });
      } catch (err) {
        if (!(err instanceof WrongExpectedVersionError) || attempt >= 20) throw err;
        continue;
      }
      const recorded = await this.readStream(stream, headRevision(head) + 1);
      return {
        nextExpectedRevision: headRevision(head) + events.length,
        events: recorded.slice(0, events.length),
      };
    }
  }

  /** The run of recorded events that starts at the first new id, searched where a retry lands. */
  private async recordedUnder(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    head: StreamHead | undefined,
  ): Promise<RecordedEvent[]> {
    const first = events[0];
    if (!first || !head) return [];
    const from =
      expected === 'any'
        ? Math.max(0, head.revision - (this.options.anyRetryWindow ?? 1_000))
        : expected === 'no_stream'
          ? 0
          : (typeof expected === 'number' ? expected : expected.revision) + 1;
    if (from > head.revision) return [];
    const candidates = await this.readStream(
      stream,
      from,
      expected === 'any' ? undefined : events.length,
    );
    const at = candidates.findIndex((e) => e.id === first.id);
    return at < 0 ? [] : candidates.slice(at, at + events.length);
  }

  private async head(stream: string): Promise<StreamHead | undefined> {
    const last = (
      await this.collect(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })
    )[0];
    return last && { revision: last.revision, hash: last.hash };
  }

  async readStream(stream: string, fromRevision = 0, maxCount?: number): Promise<RecordedEvent[]> {
    return this.collect(stream, {
      fromRevision: BigInt(fromRevision),
      ...(maxCount ? { maxCount } : {}),
    });
  }

  private async collect(stream: string, options: Parameters<KurrentDBClient['readStream']>[1]) {
    const out: RecordedEvent[] = [];
    try {
      for await (const r of this.client.readStream(stream, options)) {
        const e = fromResolved(r);
        if (e) out.push(e);
      }
    } catch (err) {
      if (!(err instanceof StreamNotFoundError)) throw err;
    }
    return out;
  }

  async readAll(from?: Position, limit?: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const fromPosition = from ? decodeKurrentPosition(from) : KURRENT_START;
    for await (const r of this.client.readAll({ fromPosition, filter: excludeSystemEvents() })) {
      const e = fromResolved(r);
      // $all reads include the event at fromPosition; the port reads strictly after it.
      if (!e || e.position === from) continue;
      out.push(e);
      if (limit !== undefined && out.length >= limit) break;
    }
    return out;
  }

  protected polling(): Polling {
    return {
      onSignal: (wake) => {
        const live = this.client.subscribeToAll({
          fromPosition: END,
          filter: excludeSystemEvents(),
        });
        // A wake with no commit of ours: the event the server pushed only says the log moved.
        live.on('data', () => wake());
        live.on('error', () => undefined); // polling carries on without the live signal
        return () => void live.unsubscribe();
      },
      pollMs: this.options.pollMs ?? 500,
      batchSize: 1_000,
    };
  }

  async close(): Promise<void> {
    await this.stopSubscriptions();
    await this.client.dispose();
  }
}
