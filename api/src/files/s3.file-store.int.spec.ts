import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from './file-store.contract.js';
import { S3FileStore } from './s3.file-store.js';

// A real S3-compatible server (MinIO: scripts/services/s3.sh start); unset, the suite fails.
const endpoint = (): string => {
  const v = process.env.FILES_S3_ENDPOINT;
  if (!v)
    throw new Error(
      'FILES_S3_ENDPOINT is not set: start scripts/services/s3.sh and export FILES_S3_ENDPOINT=$(s3.sh url)',
    );
  return v;
};
const credentials = {
  accessKeyId: process.env.FILES_S3_ACCESS_KEY ?? 'facet-test',
  secretAccessKey: process.env.FILES_S3_SECRET_KEY ?? 'facet-test-secret',
};
const bucket = `facet-files-${randomUUID().slice(0, 8)}`;
const stores: S3FileStore[] = [];
let admin: S3Client;

beforeAll(async () => {
  admin = new S3Client({
    region: 'us-east-1',
    endpoint: endpoint(),
    forcePathStyle: true,
    credentials,
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
});
afterAll(() => {
  stores.forEach((s) => s.close());
  admin?.destroy();
});

// Each test its own prefix: the contract's tests never see each other's objects.
fileStoreContract('S3 (MinIO)', async () => {
  const store = new S3FileStore({
    bucket,
    endpoint: endpoint(),
    credentials,
    prefix: `${randomUUID()}/`,
  });
  stores.push(store);
  return store;
});

describe('S3FileStore', () => {
  it('lays objects out as <prefix><folder>/<size>/<name>, with the image content type', async () => {
    const prefix = `${randomUUID()}/`;
    const store = new S3FileStore({ bucket, endpoint: endpoint(), credentials, prefix });
    stores.push(store);
    await store.put({ folder: 'product', size: 'thumbnail', name: 'abc.webp' }, Buffer.from('x'));
    const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`${prefix}product/thumbnail/abc.webp`]);
  });

  it('fails loudly (not as a missing file) when the bucket does not exist', async () => {
    const store = new S3FileStore({
      bucket: `${bucket}-absent`,
      endpoint: endpoint(),
      credentials,
    });
    stores.push(store);
    const key = { folder: 'product', size: 'original', name: 'a.png' } as const;
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow();
    await expect(store.open(key)).rejects.toThrow();
  });
});
