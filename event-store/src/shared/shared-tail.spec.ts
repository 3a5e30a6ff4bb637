import { type RecordedEvent, START } from '@facet/event-schemas';
import { describe, expect, it, vi } from 'vitest';
import { events, streamName } from '../contract/contract-fixtures.js';
import { openMemoryEventStore } from '../memory/memory-event-store.js';
import { SharedTail } from './shared-tail.js';

/** A log whose positions are their indexes, read the way a store pages it, counting reads. */
function log(n: number) {
  const all = Array.from({ length: n }, (_, i) => ({ position: pos(i) }) as RecordedEvent);
  const reads: Array<[string, number]> = [];
  const read = async (from: string, limit: number) => {
    reads.push([from, limit]);
    const start = from === '' ? 0 : Number(from) + 1;
    return all.slice(start, start + limit);
  };
  const append = (k: number) => {
    for (let i = 0; i < k; i++) all.push({ position: pos(all.length) } as RecordedEvent);
  };
  /** k events committed by this process: appended, and what its store hands the tail. */
  const commit = (k: number) => {
    const after = pos(all.length - 1);
    append(k);
    return { after, events: all.slice(-k) };
  };
  return { read, append, commit, reads };
}
const pos = (i: number) => String(i).padStart(8, '0');
const positions = (batch: RecordedEvent[]) => batch.map((e) => Number(e.position));
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const later = () => new Promise((r) => setTimeout(r, 30));

describe('SharedTail', () => {
  it('hands subscriptions at the same cursor one read after a commit, and reads again after the next', async () => {
    const l = log(3);
    const tail = new SharedTail(l.read, 100, 20);
    expect(positions(await tail.page('', 100))).toEqual([0, 1, 2]);
    l.append(2);
    tail.signal();
    const pages = await Promise.all(Array.from({ length: 11 }, () => tail.page(pos(2), 100)));
    for (const p of pages) expect(positions(p)).toEqual([3, 4]);
    expect(l.reads).toEqual([
      ['', 100],
      [pos(2), 100],
    ]);
    l.append(1);
    tail.signal();
    expect(positions(await tail.page(pos(4), 100))).toEqual([5]);
    expect(l.reads).toHaveLength(3);
  });

  it('serves a subscription behind the head from the tail, and the one at the head reads what is new', async () => {
    const l = log(5);
    const tail = new SharedTail(l.read, 100, 20);
    await tail.page('', 100);
    l.append(1);
    tail.signal();
    // The lagging one still had events 3 and 4 to take; the tail reads only what follows 4.
    expect(positions(await tail.page(pos(2), 100))).toEqual([3, 4, 5]);
    expect(positions(await tail.page(pos(4), 100))).toEqual([5]);
    expect(l.reads).toEqual([
      ['', 100],
      [pos(4), 100],
    ]);
  });

  it("looks in the store again once its last read is old, even without a signal (another process's commit)", async () => {
    const l = log(2);
    const tail = new SharedTail(l.read, 100, 20);
    await tail.page('', 100);
    l.append(1);
    expect(await tail.page(pos(1), 100)).toEqual([]);
    await later();
    expect(positions(await tail.page(pos(1), 100))).toEqual([2]);
  });

  it('fills a large catch-up page past a short live read instead of handing a short one', async () => {
    const l = log(30);
    const tail = new SharedTail(l.read, 100, 20);
    await tail.page('', 10);
    tail.signal();
    expect(positions(await tail.page(pos(9), 10))).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(positions(await tail.page(pos(5), 25))).toHaveLength(24);
  });

  it('lets a cursor behind what it keeps read alone, then restarts at the head with everyone', async () => {
    const l = log(50);
    const tail = new SharedTail(l.read, 10, 20);
    await tail.page(pos(39), 100);
    l.append(5);
    tail.signal();
    expect(positions(await tail.page(pos(49), 100))).toEqual([50, 51, 52, 53, 54]);
    expect(positions(await tail.page(pos(3), 100))).toHaveLength(51);
    expect(l.reads.at(-1)).toEqual([pos(3), 100]);
    await later();
    l.append(1);
    tail.signal();
    expect(positions(await tail.page(pos(54), 100))).toEqual([55]);
    expect(positions(await tail.page(pos(54), 100))).toEqual([55]);
    expect(l.reads).toHaveLength(4);
  });

  it('takes a commit of this process that starts where it ends with no read, and reads when one does not', async () => {
    const l = log(3);
    const tail = new SharedTail(l.read, 100, 1_000);
    await tail.page('', 100);
    tail.signal(l.commit(2));
    expect(positions(await tail.page(pos(2), 100))).toEqual([3, 4]);
    expect(l.reads).toHaveLength(1);
    // Another process wrote 5 before this process's 6: the tail does not end at 5, so it reads.
    l.append(1);
    tail.signal(l.commit(1));
    expect(positions(await tail.page(pos(4), 100))).toEqual([5, 6]);
    expect(l.reads).toEqual([
      ['', 100],
      [pos(4), 100],
    ]);
  });

  it('keeps at least what it is told to keep as commits stream in, and no more than a quarter beyond', async () => {
    const l = log(1);
    const tail = new SharedTail(l.read, 8, 1_000);
    await tail.page('', 100);
    for (let p = 1; p <= 42; p++) {
      tail.signal(l.commit(1));
      expect(positions(await tail.page(pos(p - 1), 100))).toEqual([p]);
    }
    expect(l.reads).toHaveLength(1);
    // Dropped to the 8 newest at 40 (11 held), the tail has taken 41 and 42 since.
    expect(positions(await tail.page(pos(32), 100))).toEqual(range(33, 42));
    expect(l.reads).toHaveLength(1);
    expect(positions(await tail.page(pos(31), 100))).toEqual(range(32, 42));
    expect(l.reads.at(-1)).toEqual([pos(31), 100]);
  });

  it('leaves a commit to the read already under way, which hands each event once', async () => {
    const l = log(3);
    const tail = new SharedTail(l.read, 100, 1_000);
    await tail.page('', 100);
    l.append(1);
    tail.signal();
    const reading = tail.page(pos(2), 100);
    tail.signal({ after: pos(2), events: [{ position: pos(3) } as RecordedEvent] });
    expect(positions(await reading)).toEqual([3]);
    expect(positions(await tail.page(pos(2), 100))).toEqual([3]);
  });
});

describe('a store with a dozen subscriptions', () => {
  it('reads and parses each commit once for all of them, in order, each event handed once', async () => {
    const store = openMemoryEventStore();
    const readAll = vi.spyOn(store, 'readAll');
    const seen = Array.from({ length: 12 }, () => [] as string[]);
    const subs = seen.map((mine, k) =>
      store.subscribeAll(START, async (batch) => {
        // Some handlers await (a read model's store), so they ask for the next page later.
        if (k % 3 === 0) await new Promise((r) => setTimeout(r, 5));
        for (const e of batch) mine.push(e.id);
      }),
    );
    await Promise.all(subs.map((s) => s.caughtUp));
    const before = readAll.mock.calls.length;
    const s = streamName();
    await store.append(s, events(3), 'no_stream');
    await store.append(s, events(2), 2);
    const ids = (await store.readAll(START)).map((e) => e.id);
    await vi.waitFor(() => seen.forEach((mine) => expect(mine).toEqual(ids)), { timeout: 2_000 });
    // One read per commit at most (+1 for the readAll above), not one per subscription.
    expect(readAll.mock.calls.length - before).toBeLessThanOrEqual(3);
    await Promise.all(subs.map((x) => x.stop()));
    await store.close();
  });
});
