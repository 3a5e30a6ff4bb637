import { describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@facet/event-schemas';
import { MemoryEventStore } from '@facet/event-store';
import type { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import type { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import type { BuyerParties } from '../companies/buyer-parties.reader.js';
import { SpendingCapGate } from './spending-cap-gate.js';
import { SpendingCapsBook } from './spending-caps-book.js';

const at = '2030-01-01T10:00:00.000Z';
const capSet = (buyerId: string, cap: number) => ({
  id: `cap-${buyerId}-${cap}`,
  type: 'SpendingCapSet',
  schemaVersion: 1,
  data: { auctionId: 'a1', buyerId, cap, at },
  metadata: { correlationId: 'c', causationId: 'c', at },
});

/** A book on a memory store; `appended` plays this process's bus telling it of its own appends. */
async function bookOn(store = new MemoryEventStore()) {
  let appended: (events: readonly RecordedEvent[]) => void = () => undefined;
  const buses = {
    onRecorded: (l: typeof appended) => (appended = l),
    toDomain: (e: RecordedEvent) => ({ type: e.type, data: e.data }),
  } as unknown as CommandBuses;
  const book = new SpendingCapsBook(store, buses);
  await book.start();
  return { store, book, appended: (e: readonly RecordedEvent[]) => appended(e) };
}

describe('SpendingCapsBook: the caps of every auction in memory (issue 29)', () => {
  it('folds the caps already in the log at start', async () => {
    const store = new MemoryEventStore();
    await store.append('spending-caps-a1', [capSet('ann', 900_00)], 'no_stream');
    const { book } = await bookOn(store);
    expect(book.capsFor('a1')).toEqual({ ann: 900_00 });
    expect([book.hasCaps('a1'), book.hasCaps('a2'), book.anyCaps()]).toEqual([true, false, true]);
  });

  it("counts this process's append at once, before its subscription hears of it", async () => {
    const { store, book, appended } = await bookOn();
    const { events } = await store.append('spending-caps-a1', [capSet('ann', 500_00)], 'no_stream');
    appended(events);
    expect(book.capsFor('a1')).toEqual({ ann: 500_00 });
  });

  it('folds an event told twice once, and one after a gap only once the gap is filled, in order', async () => {
    const { book, appended, store } = await bookOn();
    await book.onModuleDestroy();
    const first = await store.append('spending-caps-a1', [capSet('ann', 500_00)], 'no_stream');
    const second = await store.append('spending-caps-a1', [capSet('bob', 700_00)], 0);
    appended(second.events);
    expect(book.capsFor('a1')).toEqual({});
    appended(first.events);
    appended(first.events);
    appended(second.events);
    expect(book.capsFor('a1')).toEqual({ ann: 500_00, bob: 700_00 });
  });

  it("hears of another process's cap through the log", async () => {
    const { store, book } = await bookOn();
    await store.append('spending-caps-a1', [capSet('bob', 700_00)], 'no_stream');
    await vi.waitFor(() => expect(book.capsFor('a1')).toEqual({ bob: 700_00 }));
  });
});

describe('SpendingCapGate with no cap anywhere', () => {
  it('decides the bid with no cap input and reads nothing: not the store, not the lot', async () => {
    const { store, book } = await bookOn();
    const reads = vi.spyOn(store, 'readStream');
    const lots = { latest: vi.fn() } as unknown as LotCommandBus;
    const decide = vi.fn(async () => 'decided');
    // With no cap anywhere, the gate never asks whom a cap's party stands for.
    const gate = new SpendingCapGate(book, lots, {} as BuyerParties);
    expect(await gate.guard('l1', decide)).toBe('decided');
    expect(decide).toHaveBeenCalledWith(undefined);
    expect(reads).not.toHaveBeenCalled();
    expect(lots.latest).not.toHaveBeenCalled();
  });
});
