import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import { type Actors, createActors } from '../../../test/security/actors.js';
import { WRONG_TYPE } from './image-variants.js';

/** Every file under a directory, as paths relative to it. */
const filesUnder = (root: string, dir = root): string[] => {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory() ? filesUnder(root, join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/**
 * A decompression bomb: a valid PNG header claiming 100,000 x 100,000 pixels (10 gigapixels,
 * 30 GB decoded) over a few hundred bytes of highly compressed rows.
 */
const bombPng = () => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc(300_001 * 20));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * quality.md, "Bad input / Uploads": what `upload-images.int.spec.ts` does not already cover.
 * Wrong magic bytes behind an image name, a decompression bomb, and path tricks in file names,
 * folders and form field names: refused, or stored under a name the server chose, and never a
 * byte outside `<data dir>/uploads/<known folder>/<size>/`.
 */
describe('Upload abuse', () => {
  let h: Harness;
  let actors: Actors;
  let png: Buffer;

  const upload = async (
    files: { bytes: Buffer; name: string; type?: string }[],
    fields: [string, string][] = [],
  ) => {
    const form = new FormData();
    for (const [k, v] of fields) form.append(k, v);
    for (const f of files)
      form.append('file_upload', new Blob([f.bytes], { type: f.type ?? 'image/png' }), f.name);
    const res = await fetch(`${h.baseUrl}/api/commonFunction/image_uploader/muliple_img_uploader`, {
      method: 'POST',
      headers: { authorization: `Bearer ${actors.tokens.seller}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const stored = () => filesUnder(h.dataDir).filter((p) => !p.startsWith('facet.sqlite'));

  beforeAll(async () => {
    h = await startHarness();
    actors = await createActors(h);
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => h?.close());

  it.each([
    ['a GIF named .png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a PNG signature over garbage', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 7)])],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF')],
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s by its magic bytes, storing nothing', async (_what, bytes) => {
    const before = stored();
    const r = await upload([{ bytes, name: 'photo.png' }]);
    expect([r.status, r.body.data.code, r.body.data.message]).toEqual([
      400,
      'upload.invalid-type',
      WRONG_TYPE,
    ]);
    expect(stored()).toEqual(before);
  });

  it('refuses a decompression bomb (huge dimensions) without decoding it, storing nothing', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const before = stored();
    const r = await upload([{ bytes: bomb, name: 'bomb.png' }]);
    expect([r.status, r.body.data.code]).toEqual([400, 'upload.invalid-type']);
    expect(stored()).toEqual(before);
    // The node is still serving.
    expect((await fetch(`${h.baseUrl}/api/health`)).status).toBe(200);
  });

  it.each([
    '../../../../tmp/evil.png',
    '..\\..\\..\\evil.png',
    '/etc/cron.d/evil.png',
    'product/../../facet.sqlite',
    'a\u0000.png',
    '....//....//evil.png',
  ])('stores a file named %j under a server-chosen name only', async (name) => {
    const before = new Set(stored());
    const r = await upload([{ bytes: png, name }]);
    expect(r.status).toBe(200);
    const chosen = r.body.data.responseData.files[0].file_name as string;
    expect(chosen).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    const added = stored().filter((p) => !before.has(p));
    expect(added.sort()).toEqual(
      ['compressed', 'original', 'thumbnail'].map((size) =>
        join('uploads', 'product', size, chosen),
      ),
    );
  });

  it.each(['/tmp', 'product/../../x', 'product/', '__proto__', 'constructor', 'toString', ''])(
    'refuses the folder %j',
    async (folder) => {
      const before = stored();
      const r = await upload([{ bytes: png, name: 'a.png' }], [['folder', folder]]);
      expect([r.status, r.body.data.code]).toEqual([400, 'upload.invalid-folder']);
      expect(stored()).toEqual(before);
    },
  );

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString'])(
    "refuses a form field named %s (400, the multipart parser's own guard), storing nothing",
    async (name) => {
      const before = stored();
      const r = await upload([{ bytes: png, name: 'a.png' }], [[name, '../x']]);
      expect([r.status, r.body.data.code]).toEqual([400, 'FST_PROTO_VIOLATION']);
      expect(stored()).toEqual(before);
    },
  );
});
