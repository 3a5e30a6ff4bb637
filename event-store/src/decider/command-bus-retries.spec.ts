import { describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../memory/memory-event-store.js';
import { CommandIdReused } from './decider.js';
import { bid, busOn } from './command-bus.fixture.js';

// A command id that repeats: the first answer, never a second append (issue 28 item 7, issue 19).
describe('CommandBus retries', () => {
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
