import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../../test/backoffice-fixtures.js';
import { type Harness, waitFor } from '../../../test/http-harness.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** `seller/product/projectAction` keeps the lot's images (spec 3: avatar, allattachmentlist). */
describe('A lot saved with images', () => {
  let h: Harness;
  let admin: string;
  let lotId: string;
  const gallery = [
    { file_name: 'lot-101-front.jpg', type: 1 },
    { file_name: 'lot-101-certificate.pdf', type: 2 },
  ];

  const body = (extra: Record<string, unknown>) => {
    const now = h.clock.now().getTime();
    return {
      title: '4.07 ct rough, Type IIa',
      desc_proc: '<p>x</p>',
      auctiontype: 'standard',
      pricing: 'per_carat',
      weight: '4.07',
      total_stones: 1,
      qty: 1,
      sprice: 500,
      date_added: iso(now + 3_600_000),
      date_closed: iso(now + 7_200_000),
      ...extra,
    };
  };
  const searched = async () =>
    (await h.post('product/search', { limit: 1, page: 1, filters: { id: lotId } }, admin)).body.data
      .responseData.records[0];

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
  });

  afterAll(async () => {
    await h?.close();
  });

  it('returns its avatar and attachment list in product/search', async () => {
    const r = await h.post(
      'seller/product/projectAction',
      body({ action: 'new', avatar: 'lot-101-front.jpg', allattachmentlist: gallery }),
      admin,
    );
    expect(r.status).toBe(200);
    lotId = r.body.data.responseData.id;
    await waitFor(async () => (await searched()) !== undefined);
    expect(await searched()).toMatchObject({
      avatar: 'lot-101-front.jpg',
      allattachmentlist: gallery,
    });
  });

  it("keeps each image's caption (filename, title, description) from the caption modal", async () => {
    const captioned = [
      {
        file_name: 'lot-101-top.jpg',
        type: 1,
        filename: 'top',
        title: 'Top',
        description: 'Table',
      },
    ];
    const r = await h.post(
      'seller/product/projectAction',
      body({ action: 'edit', id: lotId, allattachmentlist: captioned }),
      admin,
    );
    expect(r.status).toBe(200);
    await waitFor(async () => (await searched())?.allattachmentlist?.[0]?.title === 'Top');
    expect((await searched()).allattachmentlist).toEqual(captioned);
  });

  it('refuses a caption that is not text', async () => {
    const r = await h.post(
      'seller/product/projectAction',
      body({
        action: 'edit',
        id: lotId,
        allattachmentlist: [{ file_name: 'a.jpg', type: 1, title: { html: '<b>' } }],
      }),
      admin,
    );
    expect(r.status).toBe(400);
  });

  it('returns the images an edit gave it', async () => {
    const r = await h.post(
      'seller/product/projectAction',
      body({
        action: 'edit',
        id: lotId,
        avatar: 'lot-101-side.jpg',
        allattachmentlist: [{ file_name: 'lot-101-side.jpg', type: 1 }],
      }),
      admin,
    );
    expect(r.status).toBe(200);
    await waitFor(async () => (await searched())?.avatar === 'lot-101-side.jpg');
    expect((await searched()).allattachmentlist).toEqual([
      { file_name: 'lot-101-side.jpg', type: 1 },
    ]);
  });
});
