import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStore, StoredFileKey } from './file-store.port.js';

const key = (over: Partial<StoredFileKey> = {}): StoredFileKey => ({
  folder: 'product',
  size: 'original',
  name: 'a1b2c3.png',
  ...over,
});

const read = async (store: FileStore, k: StoredFileKey) => {
  const opened = await store.open(k);
  return opened ? { bytes: await buffer(opened.stream), length: opened.length } : undefined;
};

/** What every FileStore adapter promises (run by each adapter's own spec). */
export function fileStoreContract(name: string, make: () => Promise<FileStore>): void {
  describe(`FileStore contract: ${name}`, () => {
    it('gives back the bytes it was given, with their length', async () => {
      const store = await make();
      await store.put(key(), Buffer.from('png-bytes'));
      expect(await read(store, key())).toEqual({ bytes: Buffer.from('png-bytes'), length: 9 });
    });

    it('answers undefined for a key nothing was stored under', async () => {
      const store = await make();
      expect(await store.open(key({ name: 'missing.png' }))).toBeUndefined();
    });

    it('keeps the folder and the size apart under the same name', async () => {
      const store = await make();
      await store.put(key(), Buffer.from('original'));
      await store.put(key({ size: 'thumbnail' }), Buffer.from('thumb'));
      await store.put(key({ folder: 'auction' }), Buffer.from('auction'));
      expect((await read(store, key()))?.bytes.toString()).toBe('original');
      expect((await read(store, key({ size: 'thumbnail' })))?.bytes.toString()).toBe('thumb');
      expect((await read(store, key({ folder: 'auction' })))?.bytes.toString()).toBe('auction');
      expect(await store.open(key({ size: 'compressed' }))).toBeUndefined();
    });

    it('replaces the bytes when the same key is written twice', async () => {
      const store = await make();
      await store.put(key(), Buffer.from('first'));
      await store.put(key(), Buffer.from('second'));
      expect((await read(store, key()))?.bytes.toString()).toBe('second');
    });

    it('forgets a deleted file, and deleting a missing one is not an error', async () => {
      const store = await make();
      await store.put(key(), Buffer.from('x'));
      await store.delete(key());
      await store.delete(key());
      expect(await store.open(key())).toBeUndefined();
    });

    it.each([
      ['a name that climbs out', key({ name: '../../etc/passwd' })],
      ['a name with a slash', key({ name: 'a/b.png' })],
      ['an unknown folder', key({ folder: '..' as never })],
      ['an unknown size', key({ size: '../original' as never })],
    ])('refuses %s, writing nothing', async (_what, bad) => {
      const store = await make();
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow();
      await expect(store.open(bad)).rejects.toThrow();
    });
  });
}
