import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FilesS3Config } from '../shared/config/app-config.js';
import { type FileStore, type StoredFileKey, storedFileKey } from './file-store.port.js';

export type S3FileStoreOptions = FilesS3Config;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Files in an S3 bucket for scale-out (several api processes share one store): `<prefix><folder>/<size>/<name>`. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3FileStoreOptions) {
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint
        ? // S3-compatible servers rarely have a DNS name per bucket: address buckets by path.
          { endpoint: options.endpoint, forcePathStyle: true }
        : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async put(key: StoredFileKey, bytes: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    // A PUT is atomic in S3: a reader sees the old object or the new one, never half of one.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key,
        Body: bytes,
        ContentType: CONTENT_TYPES[Key.slice(Key.lastIndexOf('.') + 1)],
      }),
    );
  }

  async open(key: StoredFileKey) {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key }),
      );
      if (!answer.Body) return undefined;
      return { stream: answer.Body as Readable, length: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: StoredFileKey): Promise<void> {
    // S3 answers 204 for a key that was never there, as the port promises.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Stops the client's sockets (tests and shutdown). */
  close(): void {
    this.client.destroy();
  }

  // Keys are checked again here: nothing a caller passes becomes an arbitrary object key.
  private objectKey(key: StoredFileKey): string {
    if (!storedFileKey(key.folder, key.size, key.name)) throw new Error('Invalid file key');
    return `${this.options.prefix ?? ''}${key.folder}/${key.size}/${key.name}`;
  }
}

// Only a missing key is 'nothing stored there'; a missing bucket (also a 404) is a broken setup.
const isMissing = (err: unknown): boolean =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'NoSuchKey');
