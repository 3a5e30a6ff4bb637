import { describe, expect, it, vi } from 'vitest';
import { StreamRevisionConflict } from '../port.js';
import { eventIdFor } from '../ids/event-id.js';
import { openMemoryEventStore } from '../memory/memory-event-store.js';
import { handleCommand } from './command-bus.js';
import { AT, bid, BidTooLow, busOn, lot } from './command-bus.fixture.js';

describe('CommandBus', () => {
  it('records the decided events with ids from the command id, its instant and metadata', async () => {
    const store = openMemoryEventStore();
    const { events, duplicate } = await busOn(store).handle(bid(610_00));
    expect(duplicate).toBe(false);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: eventIdFor('lot-1', 'cmd-61000', AT, 0),
      stream: 'lot-1',
      revision: 0,
      type: 'BidPlaced',
      schemaVersion: 3,
      data: { amount: 610_00 },
      metadata: { commandId: 'cmd-61000', at: AT, userId: 'user-7', correlationId: 'cmd-61000' },
    });
  });

  it('records one command id on two streams in the same instant (a saga step), not one of them', async () => {
    // Defect: ids came from (command id, instant, index) alone, so a wallet deposit's ledger entry
    // and the lot's deposit record, sent in one millisecond, got one id: the second append failed.
    const store = openMemoryEventStore();
    const bus = busOn(store);
    await bus.handle(bid(610_00, 'buyer-1:d-1'));
    const second = await bus.handle({ ...bid(610_00, 'buyer-1:d-1'), stream: 'lot-2' });
    expect(second.duplicate).toBe(false);
    expect((await store.readAll()).map((e) => e.stream)).toEqual(['lot-1', 'lot-2']);
  });

  it("answers the stream's state now, reading only what was appended after its cached fold", async () => {
    const store = openMemoryEventStore();
    const mine = busOn(store);
    await mine.handle(bid(610_00));
    // Another process appends to the same stream.
    await busOn(store).handle(bid(620_00, 'cmd-other'));
    const read = vi.spyOn(store, 'readStream');
    expect(await mine.current('lot-1')).toEqual({ highest: 620_00, bids: 2 });
    expect(read.mock.calls).toEqual([['lot-1', 1]]);
  });

  it('writes what queued during one append in the next single append, answering each caller', async () => {
    const store = openMemoryEventStore();
    const append = vi.spyOn(store, 'append');
    const bus = busOn(store);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bus.handle(bid(100 + i))),
    );
    expect(results.map((r) => r.events[0]?.data)).toEqual(
      Array.from({ length: 50 }, (_, i) => ({ amount: 100 + i })),
    );
    expect(append.mock.calls.length).toBeLessThanOrEqual(2);
    expect((await store.readStream('lot-1')).map((e) => e.revision)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it('reads and folds a stream only on a cache miss', async () => {
    const store = openMemoryEventStore();
    const read = vi.spyOn(store, 'readStream');
    const bus = busOn(store);
    for (let i = 1; i <= 5; i += 1) await bus.handle(bid(i));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('rejects only the caller whose command the decider refuses', async () => {
    const bus = busOn(openMemoryEventStore());
    const results = await Promise.allSettled([
      bus.handle(bid(500)),
      bus.handle(bid(400)),
      bus.handle(bid(600)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(BidTooLow);
  });

  it('rejects only the caller whose event fails validation', async () => {
    const validate = (_t: string, _v: number, data: unknown) => {
      if ((data as { amount: number }).amount % 2) throw new Error('odd amount');
      return data;
    };
    const bus = busOn(openMemoryEventStore(), { validate });
    const results = await Promise.allSettled([
      bus.handle(bid(2)),
      bus.handle(bid(3)),
      bus.handle(bid(4)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  describe('answers each caller with what its command computed', () => {
    it('the state the command left and the stream revision after it', async () => {
      const bus = busOn(openMemoryEventStore());
      await bus.handle(bid(100));
      const r = await bus.handle(bid(610_00));
      expect(r).toMatchObject({
        duplicate: false,
        state: { highest: 610_00, bids: 2 },
        revision: 1,
      });
    });

    it('in a group commit, the state after its own command, not after the later ones', async () => {
      const bus = busOn(openMemoryEventStore());
      const results = await Promise.all([100, 200, 300, 400].map((a) => bus.handle(bid(a))));
      expect(results.map((r) => [r.state, r.revision])).toEqual([
        [{ highest: 100, bids: 1 }, 0],
        [{ highest: 200, bids: 2 }, 1],
        [{ highest: 300, bids: 3 }, 2],
        [{ highest: 400, bids: 4 }, 3],
      ]);
    });

    it('a command that decides nothing: the unchanged state and the current revision', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      await bus.handle(bid(100));
      const r = await bus.handle(bid(100, 'again'));
      expect(r).toEqual({
        events: [],
        duplicate: false,
        state: { highest: 100, bids: 1 },
        revision: 0,
      });
      expect(await store.readStream('lot-1')).toHaveLength(1);
    });

    it('revision -1 while the stream does not exist', async () => {
      const bus = busOn(openMemoryEventStore());
      const r = await bus.handle(bid(0));
      expect(r).toEqual({
        events: [],
        duplicate: false,
        state: { highest: 0, bids: 0 },
        revision: -1,
      });
    });

    it('folds each new event once: deciding, answering and caching share the fold', async () => {
      const evolve = vi.fn(lot.evolve);
      const bus = busOn(openMemoryEventStore(), { decider: { ...lot, evolve } });
      for (let i = 1; i <= 3; i += 1) await bus.handle(bid(i));
      expect(evolve).toHaveBeenCalledTimes(3);
    });
  });

  describe('when another process wrote the stream', () => {
    it('reloads, re-decides against the new state and succeeds', async () => {
      const store = openMemoryEventStore();
      const [here, there] = [busOn(store), busOn(store)];
      await here.handle(bid(100));
      await there.handle(bid(200));
      await expect(here.handle(bid(150))).rejects.toBeInstanceOf(BidTooLow);
      const ok = await here.handle(bid(300));
      expect(ok.events[0]?.revision).toBe(2);
    });

    it('gives up with the conflict after the bounded number of retries', async () => {
      const store = openMemoryEventStore();
      const append = vi
        .spyOn(store, 'append')
        .mockRejectedValue(new StreamRevisionConflict('lot-1', 'no_stream', 0));
      await expect(busOn(store, { maxRetries: 3 }).handle(bid(1))).rejects.toBeInstanceOf(
        StreamRevisionConflict,
      );
      expect(append).toHaveBeenCalledTimes(4);
    });
  });

  it('handles a single command without a shared queue', async () => {
    const store = openMemoryEventStore();
    const r = await handleCommand({ store, decider: lot, schemaVersion: () => 1 }, bid(7));
    expect(r.events[0]?.revision).toBe(0);
  });
});
