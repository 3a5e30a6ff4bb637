import { describe, expect, it, vi } from 'vitest';
import type { NewEvent } from '@facet/event-schemas';
import type { AppendResult, ExpectedRevision } from '../port.js';
import { MemoryEventStore } from '../memory/memory-event-store.js';
import { bid, busOn } from './command-bus.fixture.js';

/** A store that holds every append until released, then takes them in the order they came. */
class HeldStore extends MemoryEventStore {
  readonly held: (() => void)[] = [];
  holding = true;

  override async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (this.holding) await new Promise<void>((release) => this.held.push(release));
    return super.append(stream, events, expected);
  }

  release(): void {
    this.holding = false;
    for (const r of this.held.splice(0)) r();
  }
}

const amounts = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('CommandBus on a store that takes appends in order (pipelined)', () => {
  it('decides the next batches while the first is unanswered, and answers every caller in order', async () => {
    const store = new HeldStore();
    const bus = busOn(store);
    const answers = amounts(100, 300).map((a) => bus.handle(bid(a)));
    // The first command goes alone (the stream is read meanwhile), the rest in batches of at
    // most 128: all four appends are out before the store answered any.
    await vi.waitFor(() => expect(store.held).toHaveLength(4));
    store.release();
    const results = await Promise.all(answers);
    expect(results.map((r) => r.revision)).toEqual(amounts(0, 300));
    expect(results.map((r) => r.state.highest)).toEqual(amounts(100, 300));
    expect((await store.readStream('lot-1')).map((e) => e.data)).toEqual(
      amounts(100, 300).map((amount) => ({ amount })),
    );
  });

  it('decides again every batch that followed one that did not land, never on top of another writer', async () => {
    const store = new HeldStore();
    const bus = busOn(store);
    const answers = amounts(100, 129).map((a) =>
      bus.handle(bid(a)).then(
        (r) => r.events.length,
        (err: Error) => err.constructor.name,
      ),
    );
    // Our first bid alone, then 128 decided on it: two appends out.
    await vi.waitFor(() => expect(store.held).toHaveLength(2));
    // Another process records a higher bid first: the stream reaches the very revision our second
    // batch was decided on (0), but not through our first bid.
    store.holding = false;
    expect((await busOn(store).handle(bid(1_000_00, 'other'))).revision).toBe(0);
    store.release();
    // Decided again on what the stream holds: every one of our bids is now below the highest.
    expect(await Promise.all(answers)).toEqual(amounts(100, 129).map(() => 'BidTooLow'));
    expect((await store.readStream('lot-1')).map((e) => e.data)).toEqual([{ amount: 1_000_00 }]);
  });

  it('holds a repeat of a command still in flight until it lands, then answers it as that one', async () => {
    const store = new HeldStore();
    const bus = busOn(store);
    const first = amounts(100, 200).map((a) => bus.handle(bid(a)));
    const again = bus.handle(bid(150));
    // Out: our first bid alone, then 128 with bid 150. The batch holding its repeat waits for them.
    await new Promise((r) => setTimeout(r, 20));
    expect(store.held).toHaveLength(2);
    store.release();
    const original = await first[50]!;
    expect(await again).toEqual({ ...original, duplicate: true });
    expect(await store.readStream('lot-1')).toHaveLength(200);
  });
});
