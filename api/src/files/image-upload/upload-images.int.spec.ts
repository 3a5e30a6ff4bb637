import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roughLotForm } from '../../../test/backoffice-fixtures.js';
import { type Harness, startHarness, waitFor } from '../../../test/http-harness.js';
import { type Actors, createActors } from '../../../test/security/actors.js';
import { WRONG_TYPE } from './image-variants.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });

interface Upload {
  folder?: string;
  isCompress?: string;
  quality?: string;
  resultWidth?: string;
  resultHeight?: string;
  files: { bytes: Buffer; name: string; type?: string }[];
}

/** `commonFunction/image_uploader/muliple_img_uploader` as the web's uploader sends it. */
describe('Uploading lot images (commonFunction/image_uploader/muliple_img_uploader)', () => {
  let h: Harness;
  let actors: Actors;
  let png: Buffer;
  let jpeg: Buffer;

  const upload = async (u: Upload, token: string | undefined) => {
    const form = new FormData();
    for (const key of ['folder', 'isCompress', 'quality', 'resultWidth', 'resultHeight'] as const)
      if (u[key] !== undefined) form.append(key, u[key]);
    for (const f of u.files)
      form.append('file_upload', new Blob([f.bytes], { type: f.type ?? 'image/png' }), f.name);
    const res = await fetch(`${h.baseUrl}/api/commonFunction/image_uploader/muliple_img_uploader`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const get = (path: string) => fetch(`${h.baseUrl}${path}`);
  const storedIn = (...parts: string[]) => {
    try {
      return readdirSync(join(h.dataDir, 'uploads', ...parts));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    h = await startHarness();
    actors = await createActors(h);
    png = await solid(1200, 800).png().toBuffer();
    jpeg = await solid(900, 1600).jpeg({ quality: 95 }).toBuffer();
  }, 60_000);
  afterAll(() => h?.close());

  describe('when a seller uploads a PNG and a JPEG to compress to 600 x 600', () => {
    let files: { file_name: string; original_name: string; type: number }[];

    beforeAll(async () => {
      const r = await upload(
        {
          folder: 'product',
          isCompress: 'true',
          quality: '70',
          resultWidth: '600',
          resultHeight: '600',
          files: [
            { bytes: png, name: 'front.png' },
            { bytes: jpeg, name: 'C:\\photos\\side.jpg', type: 'image/jpeg' },
          ],
        },
        actors.tokens.seller,
      );
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      files = r.body.data.responseData.files;
    });

    it('answers one file_name per file, chosen by the server, never the client name', () => {
      expect(files).toHaveLength(2);
      expect(files[0]?.file_name).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(files[1]?.file_name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(files.map((f) => f.original_name)).toEqual(['front.png', 'side.jpg']);
      expect(files.every((f) => f.type === 1)).toBe(true);
    });

    it('stores an original, a compressed copy and a thumbnail of each', () => {
      for (const size of ['original', 'compressed', 'thumbnail'])
        expect(storedIn('product', size).sort()).toEqual(files.map((f) => f.file_name).sort());
    });

    it('serves the original as sent, the compressed copy within 600 x 600 and a small thumbnail', async () => {
      const name = files[0]!.file_name;
      const original = await get(`/uploads/product/original/${name}`);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/png');
      expect(original.headers.get('cache-control')).toContain('max-age=31536000');
      expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);

      const compressed = await get(`/uploads/product/compressed/${name}`);
      const c = await sharp(Buffer.from(await compressed.arrayBuffer())).metadata();
      expect([c.format, c.width, c.height]).toEqual(['png', 600, 400]);

      const thumb = await get(`/uploads/product/thumbnail/${files[1]!.file_name}`);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      const t = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect([t.format, Math.max(t.width, t.height)]).toEqual(['jpeg', 250]);
    });

    it('serves the images to a visitor (lots are public)', async () => {
      expect((await get(`/uploads/product/thumbnail/${files[0]!.file_name}`)).status).toBe(200);
    });
  });

  it('comes back in product/search once a lot is saved with the uploaded names, and serves from there', async () => {
    const up = await upload(
      {
        folder: 'product',
        files: [
          { bytes: png, name: 'a.png' },
          { bytes: jpeg, name: 'b.jpg' },
        ],
      },
      actors.tokens.seller,
    );
    const names: string[] = up.body.data.responseData.files.map(
      (f: { file_name: string }) => f.file_name,
    );
    const now = h.clock.now().getTime();
    const saved = await h.post(
      'seller/product/projectAction',
      roughLotForm(now, {
        title: 'Rough with photos',
        pricing: 'per_carat',
        weight: '1.50',
        date_added: new Date(now + 60_000).toISOString(),
        avatar: names[0],
        allattachmentlist: names.map((file_name) => ({ file_name, type: 1 })),
      }),
      actors.tokens.seller,
    );
    expect(saved.status).toBe(200);
    const id = saved.body.data.responseData.id as string;
    const record = async () =>
      (await h.post('product/search', { limit: 1, page: 1, filters: { id } })).body.data
        .responseData.records[0];
    await waitFor(async () => (await record()) !== undefined);
    const lot = await record();
    expect(lot).toMatchObject({
      avatar: names[0],
      allattachmentlist: names.map((file_name) => ({ file_name, type: 1 })),
    });
    for (const f of lot.allattachmentlist as { file_name: string }[])
      expect((await get(`/uploads/product/thumbnail/${f.file_name}`)).status).toBe(200);
  });

  it('keeps the size when isCompress is off, and an admin may upload too', async () => {
    const r = await upload(
      { folder: 'auction', files: [{ bytes: png, name: 'a.png' }] },
      actors.tokens.admin,
    );
    expect(r.status).toBe(200);
    const name = r.body.data.responseData.files[0].file_name;
    const res = await get(`/uploads/auction/compressed/${name}`);
    const m = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([m.width, m.height]).toEqual([1200, 800]);
  });

  describe('refusals', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );

    it.each([
      ['an SVG', { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }],
      ['an SVG named .png', { bytes: svg, name: 'logo.png', type: 'image/png' }],
      ['a text file named .png', { bytes: Buffer.from('not an image at all'), name: 'x.png' }],
      ['a truncated PNG', { bytes: Buffer.alloc(0), name: 'empty.png' }],
    ])('refuses %s by its bytes, storing nothing', async (_what, file) => {
      const before = storedIn('templates', 'original').length;
      const r = await upload({ folder: 'templates', files: [file] }, actors.tokens.seller);
      expect(r.status).toBe(400);
      expect(r.body.data).toMatchObject({ message: WRONG_TYPE, code: 'upload.invalid-type' });
      expect(storedIn('templates', 'original')).toHaveLength(before);
    });

    it('refuses the whole call when one of its files is not an image', async () => {
      const before = storedIn('templates', 'original').length;
      const r = await upload(
        {
          folder: 'templates',
          files: [
            { bytes: png, name: 'ok.png' },
            { bytes: svg, name: 'bad.png' },
          ],
        },
        actors.tokens.seller,
      );
      expect(r.status).toBe(400);
      expect(storedIn('templates', 'original')).toHaveLength(before);
    });

    it('refuses a file over 10 MB with a clear message (413)', async () => {
      const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
      const r = await upload({ files: [{ bytes: big, name: 'big.png' }] }, actors.tokens.seller);
      expect(r.status).toBe(413);
      expect(r.body.data).toMatchObject({
        code: 'upload.too-large',
        message: 'The image is too large: at most 10 MB a file',
      });
    });

    it('refuses a folder it does not know', async () => {
      const r = await upload(
        { folder: '../etc', files: [{ bytes: png, name: 'a.png' }] },
        actors.tokens.seller,
      );
      expect(r.status).toBe(400);
      expect(r.body.data.code).toBe('upload.invalid-folder');
    });

    it.each([
      ['a buyer', 'buyer', 403],
      ['a visitor', 'visitor', 401],
    ] as const)('refuses %s (%i)', async (_who, role, status) => {
      const r = await upload({ files: [{ bytes: png, name: 'a.png' }] }, actors.tokens[role]);
      expect(r.status).toBe(status);
    });
  });

  it('is documented as multipart in the OpenAPI document', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as any;
    const op = doc.paths['/api/commonFunction/image_uploader/muliple_img_uploader'].post;
    expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data']);
    expect(op['x-roles']).toEqual(['seller', 'admin']);
  });

  describe('serving never leaves the store', () => {
    it.each([
      '/uploads/product/original/..%2F..%2Ffacet.sqlite',
      '/uploads/product/original/%2e%2e%2f%2e%2e%2ffacet.sqlite',
      '/uploads/..%2F..%2F/original/facet.sqlite',
      '/uploads/product/..%2F..%2F..%2F/facet.sqlite',
      '/uploads/product/original/../../../facet.sqlite',
      '/uploads/outbox/original/x.png',
      '/uploads/product/original/missing.png',
      '/uploads/product/secret/x.png',
    ])('answers 404 for %s', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/^image\//);
    });
  });
});
