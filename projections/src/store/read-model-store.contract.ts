import { describe, expect, it } from 'vitest';
import {
  CheckpointMismatch,
  type DocWrite,
  type EntryCursor,
  type ReadModelStore,
} from './read-model-store.port.js';
import type { Doc } from '../runner/projection.js';

/** A namespace's first commit: its documents and checkpoint `p1`, nothing expected before. */
const firstCommit = (s: ReadModelStore, ns: string, writes: DocWrite[]) =>
  s.commit([{ ns, writes, expected: undefined, checkpoint: 'p1' }]);

/** The behaviour every read-model store adapter must show; run by each adapter's spec. */
export function readModelStoreContract(
  name: string,
  open: () => Promise<ReadModelStore>,
  unique: () => string,
): void {
  describe(`${name} read-model store`, () => {
    it('writes documents and the checkpoint together', async () => {
      const s = await open();
      const ns = unique();
      expect(await s.readCheckpoint(ns)).toBeUndefined();
      await firstCommit(s, ns, [{ id: 'a', doc: { x: 1 } as object }]);
      expect(await s.readCheckpoint(ns)).toBe('p1');
      expect(await s.get(ns, 'a')).toEqual({ x: 1 });
      expect(await s.getMany(ns, ['a', 'b'])).toEqual([{ x: 1 }, undefined]);
      await s.close();
    });

    it('deletes a document written as null and lists the rest', async () => {
      const s = await open();
      const ns = unique();
      await firstCommit(s, ns, [
        { id: 'a', doc: {} },
        { id: 'b', doc: { y: 2 } as object },
      ]);
      await s.commit([{ ns, writes: [{ id: 'a', doc: null }], expected: 'p1', checkpoint: 'p2' }]);
      expect(await s.get(ns, 'a')).toBeUndefined();
      expect(await s.all(ns)).toEqual([{ y: 2 }]);
      await s.close();
    });

    it('refuses a commit whose expected checkpoint is not the stored one, writing nothing', async () => {
      const s = await open();
      const ns = unique();
      const other = unique();
      await firstCommit(s, ns, []);
      await expect(
        s.commit([
          { ns: other, writes: [{ id: 'z', doc: {} }], expected: undefined, checkpoint: 'q1' },
          { ns, writes: [{ id: 'a', doc: {} }], expected: 'p0', checkpoint: 'p2' },
        ]),
      ).rejects.toBeInstanceOf(CheckpointMismatch);
      expect(await s.get(other, 'z')).toBeUndefined();
      expect(await s.readCheckpoint(other)).toBeUndefined();
      expect(await s.readCheckpoint(ns)).toBe('p1');
      await s.close();
    });

    it('keeps versions apart and drops an old one whole', async () => {
      const s = await open();
      const base = unique();
      await s.commit([
        {
          ns: `${base}:v1`,
          writes: [{ id: 'a', doc: { v: 1 } as object }],
          expected: undefined,
          checkpoint: 'p1',
        },
        {
          ns: `${base}:v2`,
          writes: [{ id: 'a', doc: { v: 2 } as object }],
          expected: undefined,
          checkpoint: 'p1',
        },
      ]);
      await s.drop(`${base}:v1`);
      expect(await s.get(`${base}:v1`, 'a')).toBeUndefined();
      expect(await s.readCheckpoint(`${base}:v1`)).toBeUndefined();
      expect(await s.get(`${base}:v2`, 'a')).toEqual({ v: 2 });
      await s.close();
    });

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
      await s.commit([
        { ns, writes: [{ id: 'u1/b', doc: null }], expected: 'p2', checkpoint: 'p3' },
      ]);
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

    it('lists the ids of a plain namespace without reading its documents', async () => {
      const s = await open();
      const ns = unique();
      await firstCommit(s, ns, [
        { id: 'a', doc: {} },
        { id: 'b', doc: {} },
      ]);
      expect((await s.ids(ns)).sort()).toEqual(['a', 'b']);
      await s.close();
    });

    it('lets the runner change what it loads in place only until a reader has been handed the namespace', async () => {
      const s = await open();
      const ns = unique();
      await firstCommit(s, ns, [{ id: 'a', doc: { v: 1 } as object }]);
      const load = s.loadForFold?.bind(s);
      expect(load).toBeDefined();
      const first = await load!(ns, ['a', 'b']);
      expect(first).toEqual({ docs: [{ v: 1 }, undefined], unshared: true });
      (first.docs[0] as { v: number }).v = 2;
      await s.commit([
        { ns, writes: [{ id: 'a', doc: first.docs[0]! }], expected: 'p1', checkpoint: 'p2' },
      ]);
      expect(await s.get(ns, 'a')).toEqual({ v: 2 });
      // A reader may now hold the document: from here on the runner must copy before changing it.
      expect((await load!(ns, ['a'])).unshared).toBe(false);
      expect((await load!(unique(), ['a'])).unshared).toBe(true);
      await s.close();
    });

    it('lets reads see a commit while it is still in flight', async () => {
      const s = await open();
      const ns = unique();
      await firstCommit(s, ns, [{ id: 'a', doc: { v: 1 } as object }]);
      const inFlight = s.commit([
        {
          ns,
          writes: [
            { id: 'a', doc: { v: 2 } as object },
            { id: 'b', doc: null },
          ],
          expected: 'p1',
          checkpoint: 'p2',
        },
      ]);
      expect(await s.getMany(ns, ['a', 'b'])).toEqual([{ v: 2 }, undefined]);
      await inFlight;
      expect(await s.get(ns, 'a')).toEqual({ v: 2 });
      await s.close();
    });

    it('gives back any text as written: accents, emoji, quotes, line breaks, long runs', async () => {
      const s = await open();
      const ns = unique();
      const text = `Rough "Ø 3.2 mm", São Paulo\nline two\ttab \\ 💎 ${'é'.repeat(5_000)}`;
      await firstCommit(s, ns, [
        { id: 'lot-é', doc: { text } as object },
        { id: 'b', doc: { text: '💎' } as object },
      ]);
      expect(await s.getMany(ns, ['lot-é', 'b'])).toEqual([{ text }, { text: '💎' }]);
      await s.close();
    });

    it('commits a batch of 5,000 documents in one call', async () => {
      const s = await open();
      const ns = unique();
      const writes = Array.from({ length: 5_000 }, (_, i) => ({
        id: `d${i}`,
        doc: { i } as object,
      }));
      await firstCommit(s, ns, writes);
      expect((await s.all(ns)).length).toBe(5_000);
      await s.close();
    });
  });
}
