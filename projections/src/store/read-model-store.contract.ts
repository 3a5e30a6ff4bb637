import { describe, expect, it } from 'vitest';
import { CheckpointMismatch, type ReadModelStore } from './read-model-store.port.js';
import { firstCommit } from './read-model-store.contract-steps.js';
import { readModelStoreEntriesContract } from './read-model-store-entries.contract.js';

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

    readModelStoreEntriesContract(open, unique);

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
