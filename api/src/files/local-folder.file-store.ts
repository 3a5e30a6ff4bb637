import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { type FileStore, type StoredFileKey, storedFileKey } from './file-store.port.js';

/** Files under one root folder (DATA_DIR/uploads by default): `<folder>/<size>/<name>`. */
export class LocalFolderFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: StoredFileKey, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async open(key: StoredFileKey) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), length: info.size };
  }

  async delete(key: StoredFileKey): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  // Keys are checked again here, so no caller can reach a path outside the root.
  private pathOf(key: StoredFileKey): string {
    if (!storedFileKey(key.folder, key.size, key.name)) throw new Error('Invalid file key');
    const path = resolve(join(this.root, key.folder, key.size, key.name));
    const rel = relative(this.root, path);
    if (rel.startsWith('..') || rel.includes(`..${sep}`)) throw new Error('Invalid file key');
    return path;
  }
}
