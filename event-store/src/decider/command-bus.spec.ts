import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '@facet/event-schemas';
import { type EventStore, StreamRevisionConflict } from '../port.js';
import { eventIdFor } from '../ids/event-id.js';
import { openMemoryEventStore } from '../memory/memory-event-store.js';
import { CommandBus, type CommandBusOptions, handleCommand } from './command-bus.js';
import { type CommandEnvelope, CommandIdReused, type Decider } from './decider.js';

type PlaceBid = { amount: number };
type BidPlaced = DomainEvent<'BidPlaced', { amount: number }>;
type Lot = { highest: number; bids: number };
class BidTooLow extends Error {
  readonly code = 'bid.below-minimum';
}

const lot: Decider<PlaceBid, Lot, BidPlaced> = {
  initialState: () => ({ highest: 0, bids: 0 }),
  evolve: (s, e) => ({ highest: e.data.amount, bids: s.bids + 1 }),
  decide: (c, s) => {
    if (c.amount === s.highest) return []; // the same bid again changes nothing
    if (c.amount <= s.highest) throw new BidTooLow(`${c.amount} <= ${s.highest}`);
    return [{ type: 'BidPlaced', data: { amount: c.amount } }];
  },
};

const AT = '2026-03-01T10:00:00.000Z';
const bid = (amount: number, commandId = `cmd-${amount}`): CommandEnvelope<PlaceBid> => ({
  stream: 'lot-1',
  command: { amount },
  commandId,
  at: AT,
  userId: 'user-7',
});

function busOn(
  store: EventStore,
  extra: Partial<CommandBusOptions<PlaceBid, Lot, BidPlaced>> = {},
) {
  return new CommandBus({ store, decider: lot, schemaVersion: () => 3, ...extra });
}

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

  describe('when a command id repeats', () => {
    it('returns the originally recorded events and appends nothing', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      const first = await bus.handle(bid(610_00, 'c-1'));
      const again = await bus.handle(bid(999_00, 'c-1'));
      expect(again).toEqual({
        events: first.events,
        duplicate: true,
        state: { highest: 610_00, bids: 1 },
        revision: 0,
      });
      expect(await store.readStream('lot-1')).toHaveLength(1);
    });

    it('answers a repeat from the middle of the stream with the events of that command alone', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      await bus.handle(bid(610_00, 'c-1'));
      const second = await bus.handle(bid(620_00, 'c-2'));
      await bus.handle(bid(630_00, 'c-3'));
      const again = await bus.handle(bid(999_00, 'c-2'));
      // Issue 28 item 7: the first answer (the state c-2 left), not the stream's state now.
      expect(again).toEqual({
        events: second.events,
        duplicate: true,
        state: { highest: 620_00, bids: 2 },
        revision: 1,
      });
      expect(again).toEqual({ ...second, duplicate: true });
      expect(again.events[0]?.revision).toBe(1);
    });

    it('gives a repeat its first answer in a fresh process too (the answer is refolded from the store)', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      await bus.handle(bid(610_00, 'c-1'));
      const second = await bus.handle(bid(620_00, 'c-2'));
      await bus.handle(bid(630_00, 'c-3'));
      const again = await busOn(store).handle(bid(620_00, 'c-2'));
      expect(again).toEqual({ ...second, duplicate: true });
    });

    it('gives a repeat queued behind a later command in the same batch its first answer', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      const [a, , c] = await Promise.all([
        bus.handle(bid(5, 'c-1')),
        bus.handle(bid(6, 'c-2')),
        bus.handle(bid(5, 'c-1')),
      ]);
      expect(c).toEqual({ ...a, duplicate: true });
      expect(a).toMatchObject({ state: { highest: 5, bids: 1 }, revision: 0 });
    });

    it('recognises it from the stream metadata in a fresh process', async () => {
      const store = openMemoryEventStore();
      const first = await busOn(store).handle(bid(610_00, 'c-1'));
      const again = await busOn(store).handle(bid(610_00, 'c-1'));
      expect(again.events).toEqual(first.events);
      expect(again).toMatchObject({ duplicate: true, state: { highest: 610_00 }, revision: 0 });
      expect(await store.readStream('lot-1')).toHaveLength(1);
    });

    it('answers both callers when the repeat arrives in the same batch', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      const [a, b] = await Promise.all([bus.handle(bid(5, 'c-1')), bus.handle(bid(5, 'c-1'))]);
      expect(b).toEqual({ ...a, duplicate: true });
      expect(a).toMatchObject({ duplicate: false, state: { highest: 5, bids: 1 }, revision: 0 });
      expect(await store.readStream('lot-1')).toHaveLength(1);
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

  describe('a command id reused with a different request (issue 19, defect 6)', () => {
    const signed = (amount: number, commandId: string, requestHash: string) => ({
      ...bid(amount, commandId),
      requestHash,
    });

    it('answers the same request again with its first outcome', async () => {
      const bus = busOn(openMemoryEventStore());
      const first = await bus.handle(signed(610_00, 'c2', 'h-610'));
      const again = await bus.handle(signed(610_00, 'c2', 'h-610'));
      expect(again).toMatchObject({ duplicate: true, events: first.events });
    });

    it('refuses another request under the same id, recording nothing, later or in one batch', async () => {
      const store = openMemoryEventStore();
      const bus = busOn(store);
      await bus.handle(signed(610_00, 'c2', 'h-610'));
      await expect(bus.handle(signed(700_00, 'c2', 'h-700'))).rejects.toBeInstanceOf(
        CommandIdReused,
      );
      // A fresh process (nothing cached) reads the first request's digest from the log.
      await expect(busOn(store).handle(signed(700_00, 'c2', 'h-700'))).rejects.toBeInstanceOf(
        CommandIdReused,
      );
      const together = busOn(store);
      const [a, b] = await Promise.allSettled([
        together.handle(signed(800_00, 'c3', 'h-800')),
        together.handle(signed(900_00, 'c3', 'h-900')),
      ]);
      expect(a.status).toBe('fulfilled');
      expect(b).toMatchObject({ status: 'rejected', reason: expect.any(CommandIdReused) });
      expect((await store.readStream('lot-1')).map((e) => e.data)).toEqual([
        { amount: 610_00 },
        { amount: 800_00 },
      ]);
    });

    it('keeps the digest in the metadata of what it records', async () => {
      const { events } = await busOn(openMemoryEventStore()).handle(signed(610_00, 'c2', 'h-610'));
      expect(events[0]?.metadata.requestHash).toBe('h-610');
    });
  });
});
