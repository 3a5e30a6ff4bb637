import type { Readable } from 'node:stream';
import { UPLOAD_FOLDERS, type UploadFolder } from '@facet/event-schemas';

export { UPLOAD_FOLDERS, type UploadFolder };

/** Where an uploaded image lives: the screen's folder, one of its three sizes, a server-chosen name. */
export interface StoredFileKey {
  folder: UploadFolder;
  size: ImageSize;
  name: string;
}

/** Spec 7: images come from original, compressed and thumbnail folders. */
export const IMAGE_SIZES = ['original', 'compressed', 'thumbnail'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

// Server-chosen names only: letters, digits and dashes, one known extension. Nothing that can
// climb out of a folder ('..', '/', '\\', '%', NUL) ever matches.
const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.(jpg|png|webp)$/;

export const isUploadFolder = (v: unknown): v is UploadFolder =>
  typeof v === 'string' && (UPLOAD_FOLDERS as readonly string[]).includes(v);
export const isImageSize = (v: unknown): v is ImageSize =>
  typeof v === 'string' && (IMAGE_SIZES as readonly string[]).includes(v);
export const isStoredName = (v: unknown): v is string => typeof v === 'string' && NAME.test(v);

/** The key when all three parts are ones the store could have written, else undefined. */
export function storedFileKey(folder: unknown, size: unknown, name: unknown) {
  return isUploadFolder(folder) && isImageSize(size) && isStoredName(name)
    ? { folder, size, name }
    : undefined;
}

/**
 * The files port (lot images): a local folder by default; an S3-compatible store for scale-out.
 * Every adapter passes `file-store.contract.ts`.
 */
export interface FileStore {
  /** Writes (or replaces) the bytes under the key. */
  put(key: StoredFileKey, bytes: Buffer): Promise<void>;
  /** The bytes as a stream with their length, or undefined when nothing is stored there. */
  open(key: StoredFileKey): Promise<{ stream: Readable; length: number } | undefined>;
  delete(key: StoredFileKey): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');
