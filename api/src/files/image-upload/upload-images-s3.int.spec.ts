import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import { type Actors, createActors } from '../../../test/security/actors.js';

// A real S3-compatible server (MinIO: scripts/services/s3.sh start); unset, the suite fails.
const endpoint = (): string => {
  const v = process.env.FILES_S3_ENDPOINT;
  if (!v) throw new Error('FILES_S3_ENDPOINT is not set: start scripts/services/s3.sh');
  return v;
};

/** The scale-out shape: FILES_S3_BUCKET set, so the uploader and /uploads go through S3. */
describe('Lot images in an S3 bucket (FILES_S3_BUCKET)', () => {
  const bucket = `facet-app-${randomUUID().slice(0, 8)}`;
  const credentials = { accessKeyId: 'facet-test', secretAccessKey: 'facet-test-secret' };
  let s3: S3Client;
  let h: Harness;
  let actors: Actors;

  beforeAll(async () => {
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: endpoint(),
      forcePathStyle: true,
      credentials,
    });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    h = await startHarness({
      FILES_S3_BUCKET: bucket,
      FILES_S3_ENDPOINT: endpoint(),
      FILES_S3_ACCESS_KEY: credentials.accessKeyId,
      FILES_S3_SECRET_KEY: credentials.secretAccessKey,
    });
    actors = await createActors(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    s3?.destroy();
  });

  it('stores the three sizes in the bucket (not on the disk) and serves them at /uploads', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('folder', 'product');
    form.append('file_upload', new Blob([png], { type: 'image/png' }), 'stone.png');
    const res = await fetch(`${h.baseUrl}/api/commonFunction/image_uploader/muliple_img_uploader`, {
      method: 'POST',
      headers: { authorization: `Bearer ${actors.tokens.seller}` },
      body: form,
    });
    const body = (await res.json()) as {
      data: { responseData: { files: { file_name: string }[] } };
    };
    const name = body.data.responseData.files[0]!.file_name;

    for (const size of ['original', 'compressed', 'thumbnail']) {
      const head = await s3.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `product/${size}/${name}` }),
      );
      expect(head.ContentType).toBe('image/png');
    }
    expect(existsSync(join(h.dataDir, 'uploads'))).toBe(false);

    const served = await fetch(`${h.baseUrl}/uploads/product/original/${name}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${h.baseUrl}/uploads/product/original/absent-1.png`)).status).toBe(404);
  });
});
