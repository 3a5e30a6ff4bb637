import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from './file-store.contract.js';
import { LocalFolderFileStore } from './local-folder.file-store.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

fileStoreContract(
  'local folder',
  async () => new LocalFolderFileStore(join(freshDir(), 'uploads')),
);

describe('LocalFolderFileStore', () => {
  it('lays files out as <folder>/<size>/<name> under its root, nothing else', async () => {
    const dir = freshDir();
    const store = new LocalFolderFileStore(join(dir, 'uploads'));
    await store.put({ folder: 'product', size: 'thumbnail', name: 'abc.webp' }, Buffer.from('x'));
    expect(readdirSync(dir)).toEqual(['uploads']);
    expect(readdirSync(join(dir, 'uploads', 'product', 'thumbnail'))).toEqual(['abc.webp']);
  });
});
