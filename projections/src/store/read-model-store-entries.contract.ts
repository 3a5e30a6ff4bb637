import { expect, it } from 'vitest';
import type { EntryCursor, ReadModelStore } from './read-model-store.port.js';
import type { Doc } from '../runner/projection.js';
import { firstCommit } from './read-model-store.contract-steps.js';

/**
 * The contract's cases for grouped read models (a group's entries, keyset pages, counts and
 * windows by position): run inside `readModelStoreContract`, so every adapter passes them too.
 */
export function readModelStoreEntriesContract(
  open: () => Promise<ReadModelStore>,
  unique: () => string,
): void {
  it('keeps a grouped read model as entries: a group lists while it has one, and goes with its last', async () => {
    const s = await open();
    const ns = `my-bids:v${unique()}`;
    const entry = (lotId: string) =>
      ({ lotId, kind: 'bid', last_amount: 10_00, bid_at: 'x', revision: 1 }) as object;
    await firstCommit(s, ns, [
      { id: 'u1/a', doc: entry('a') },
      { id: 'u1/b', doc: entry('b') },
      { id: 'u2/a', doc: entry('a') },
    ]);
    expect(Object.keys(((await s.get(ns, 'u1')) as { lots: object }).lots).sort()).toEqual([
      'a',
      'b',
    ]);
    await s.commit([
      {
        ns,
        writes: [
          { id: 'u1/a', doc: null },
          { id: 'u2/b', doc: entry('b') },
        ],
        expected: 'p1',
        checkpoint: 'p2',
      },
    ]);
    expect(Object.keys(((await s.get(ns, 'u1')) as { lots: object }).lots)).toEqual(['b']);
    await s.commit([{ ns, writes: [{ id: 'u1/b', doc: null }], expected: 'p2', checkpoint: 'p3' }]);
    expect(await s.get(ns, 'u1')).toBeUndefined();
    expect(await s.getMany(ns, ['u1/b', 'u2/b'])).toEqual([undefined, entry('b')]);
    expect((await s.all(ns)).map((d) => (d as { id: string }).id)).toEqual(['u2']);
    await s.close();
  });

  it('pages an ordered group by its order (keyset), whatever order the entries were written in', async () => {
    const s = await open();
    const ns = `seller-invoice-index:v${unique()}`;
    const entry = (number: number) => ({ invoiceId: `inv-${number}`, number, at: 'x' }) as object;
    const numbers = [5, 1, 9, 3, 7, 2, 8];
    await firstCommit(s, ns, [
      ...numbers.map((n) => ({ id: `s1/inv-${n}`, doc: entry(n) })),
      { id: 's2/inv-4', doc: entry(4) },
    ]);
    const walk = async (limit: number) => {
      const seen: number[][] = [];
      let after: EntryCursor | undefined;
      for (;;) {
        const page = await s.entryPage<{ number: number; invoiceId: string } & Doc>(
          ns,
          's1',
          after,
          limit,
        );
        if (page.length === 0) return seen;
        seen.push(page.map((e) => e.number));
        const last = page.at(-1)!;
        after = { order: last.number, key: last.invoiceId };
      }
    };
    expect(await walk(3)).toEqual([[1, 2, 3], [5, 7, 8], [9]]);
    await s.commit([
      {
        ns,
        writes: [
          { id: 's1/inv-3', doc: null },
          { id: 's1/inv-6', doc: entry(6) },
        ],
        expected: 'p1',
        checkpoint: 'p2',
      },
    ]);
    expect((await walk(4)).flat()).toEqual([1, 2, 5, 6, 7, 8, 9]);
    expect(await s.entryPage(ns, 's1', { order: 9, key: 'inv-9' }, 10)).toEqual([]);
    expect(await s.entryPage(ns, 'nobody', undefined, 10)).toEqual([]);
    expect((await s.ids(ns)).sort()).toEqual(['s1', 's2']);
    await s.close();
  });

  it('pages entries of equal order by key, and finds its place again when the last entry read has gone', async () => {
    const s = await open();
    const ns = `seller-lot-index:v${unique()}`;
    const T = (minute: number) => `2030-01-01T00:0${minute}:00.000Z`;
    const lot = (lotId: string, minute: number) => ({ lotId, listedAt: T(minute) }) as object;
    // Four lots listed in the same minute (one import), around two listed before and after.
    const lots: [string, number][] = [
      ['l-d', 1],
      ['l-z', 0],
      ['l-b', 1],
      ['l-a', 2],
      ['l-c', 1],
      ['l-e', 1],
    ];
    await firstCommit(
      s,
      ns,
      lots.map(([id, m]) => ({ id: `s1/${id}`, doc: lot(id, m) })),
    );
    const page = async (after: EntryCursor | undefined, limit: number) =>
      (await s.entryPage<{ lotId: string } & Doc>(ns, 's1', after, limit)).map((e) => e.lotId);
    const at = (minute: number, key: string) => ({ order: Date.parse(T(minute)), key });
    expect(await page(undefined, 10)).toEqual(['l-z', 'l-b', 'l-c', 'l-d', 'l-e', 'l-a']);
    expect(await page(undefined, 2)).toEqual(['l-z', 'l-b']);
    expect(await page(at(1, 'l-b'), 2)).toEqual(['l-c', 'l-d']);
    expect(await page(at(1, 'l-d'), 2)).toEqual(['l-e', 'l-a']);
    // A cursor between stored keys (its entry deleted meanwhile) resumes at the next one.
    expect(await page(at(1, 'l-bb'), 10)).toEqual(['l-c', 'l-d', 'l-e', 'l-a']);
    expect(await page(at(1, 'l-e'), 10)).toEqual(['l-a']);
    expect(await page(at(2, 'l-a'), 10)).toEqual([]);
    await s.close();
  });

  it('counts an ordered group and reads a window of it by position, from either end', async () => {
    const s = await open();
    const ns = `seller-invoice-index:v${unique()}`;
    const entry = (number: number) => ({ invoiceId: `inv-${number}`, number, at: 'x' }) as object;
    await firstCommit(s, ns, [
      ...[5, 1, 9, 3, 7, 2, 8].map((n) => ({ id: `s1/inv-${n}`, doc: entry(n) })),
      { id: 's2/inv-4', doc: entry(4) },
    ]);
    const window = async (offset: number, limit: number, descending?: boolean) => {
      const w = await s.entryWindow<{ number: number } & Doc>(ns, 's1', {
        offset,
        limit,
        ...(descending === undefined ? {} : { descending }),
      });
      return [w.total, w.entries.map((e) => e.number)];
    };
    expect(await window(0, 3)).toEqual([7, [1, 2, 3]]);
    expect(await window(3, 3)).toEqual([7, [5, 7, 8]]);
    expect(await window(6, 3)).toEqual([7, [9]]);
    expect(await window(7, 3)).toEqual([7, []]);
    expect(await window(0, 0)).toEqual([7, []]);
    expect(await window(0, 3, true)).toEqual([7, [9, 8, 7]]);
    expect(await window(6, 3, true)).toEqual([7, [1]]);
    expect(await window(9, 3, true)).toEqual([7, []]);
    await s.commit([
      {
        ns,
        writes: [
          { id: 's1/inv-3', doc: null },
          { id: 's1/inv-6', doc: entry(6) },
          { id: 's1/inv-4', doc: entry(4) },
        ],
        expected: 'p1',
        checkpoint: 'p2',
      },
    ]);
    expect(await window(2, 3)).toEqual([8, [4, 5, 6]]);
    expect(await s.entryWindow(ns, 'nobody', { offset: 0, limit: 10 })).toEqual({
      entries: [],
      total: 0,
    });
    await s.close();
  });

  it('leaves the entries its layout does not order out of the count and the windows', async () => {
    const s = await open();
    const ns = `bid-history:v${unique()}`;
    const row = (revision: number) =>
      ({ id: `l1-${revision}`, bidId: `b${revision}`, user_id: 'u', revision }) as object;
    await firstCommit(s, ns, [
      { id: 'l1/r02', doc: row(2) },
      { id: 'l1/tb2', doc: { retracted: 'b2', revision: 3 } as object },
      { id: 'l1/r01', doc: row(1) },
      { id: 'l1/r04', doc: row(4) },
    ]);
    const { entries, total } = await s.entryWindow<{ revision: number } & Doc>(ns, 'l1', {
      offset: 0,
      limit: 10,
      descending: true,
    });
    expect([total, entries.map((e) => e.revision)]).toEqual([3, [4, 2, 1]]);
    expect(
      (await s.entryPage<{ revision: number } & Doc>(ns, 'l1', undefined, 10)).map(
        (e) => e.revision,
      ),
    ).toEqual([1, 2, 4]);
    // The marker is still there, read by its key.
    expect(await s.get(ns, 'l1/tb2')).toEqual({ retracted: 'b2', revision: 3 });
    await s.close();
  });
}
