import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSeller } from '../../../test/backoffice-fixtures.js';
import {
  type Harness,
  iso,
  responseData,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';

/** Issue 17 part G: a lot's description is rich text, kept to the editor's allow-list on saving. */
describe("A lot's description over HTTP", () => {
  let h: Harness;
  let seller = '';

  beforeAll(async () => {
    h = await startHarness();
    seller = await signInSeller(h, 'rich@text.test');
  });
  afterAll(async () => h?.close());

  const saved = async (desc_proc: string, id?: string) => {
    const now = h.clock.now().getTime();
    const r = await h.post(
      'seller/product/projectAction',
      {
        action: id ? 'edit' : 'new',
        ...(id ? { id } : {}),
        title: 'Described rough',
        desc_proc,
        pricing: 'per_item',
        total_stones: 1,
        qty: 1,
        sprice: 100,
        date_added: iso(now + 3_600_000),
        date_closed: iso(now + 7_200_000),
      },
      seller,
    );
    expect(r.status).toBe(200);
    const lotId = responseData(r).id as string;
    let record: { desc_proc: string } | undefined;
    await waitFor(async () => {
      const got = await h.post('seller/product/getSingleProject', { id: lotId }, seller);
      record = got.status === 200 ? responseData(got).record : undefined;
      return record !== undefined && (!id || record.desc_proc.startsWith('<p>Edited</p>'));
    });
    return { lotId, html: record?.desc_proc };
  };

  it("keeps the editor's formatting, links and pictures", async () => {
    const html =
      '<h2>Rough</h2><p><strong>Sawable</strong> <em>octahedra</em></p>' +
      '<ul><li><a href="https://facet.test/how_to_bid" rel="noopener noreferrer">How to bid</a></li></ul>' +
      '<img src="/uploads/product/a.webp" alt="A">';
    expect((await saved(html)).html).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links, on creating and on editing', async () => {
    const evil =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a><iframe src="//x"></iframe>';
    const created = await saved(evil);
    expect(created.html).toBe('<p>Hi</p><img><a rel="noopener noreferrer">go</a>');
    const edited = await saved(`<p>Edited</p>${evil}`, created.lotId);
    expect(edited.html).toBe('<p>Edited</p><p>Hi</p><img><a rel="noopener noreferrer">go</a>');
  });
});
