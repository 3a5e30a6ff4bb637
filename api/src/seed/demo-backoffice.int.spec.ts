import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../../test/http-harness.js';

/** The demo marketplace comes with a back office filled in, as `npm start` shows it. */
describe('Demo back-office seed', () => {
  let h: Harness;
  let seller: string;
  const tables = async () =>
    (await h.post('common/getDefault', {})).body.data.responseData.tableValues as Record<
      string,
      Record<string, unknown>[]
    >;

  beforeAll(async () => {
    h = await startHarness({ SEED_DEMO: '1' });
    seller = (
      await h.post('user/login', { email: 'seller@facet.test', password: 'seller-demo-pass' })
    ).body.data.responseData.token;
    await waitFor(async () => ((await tables()).faq ?? []).length === 3);
  });
  afterAll(() => h?.close());

  it('serves the admin tables the lot form and the public pages read', async () => {
    const t = await tables();
    expect(t.categories?.map((r) => r.name)).toEqual([
      'Rough diamonds',
      'Fancy colours',
      'Jewellery',
    ]);
    expect(t.conditions).toHaveLength(4);
    expect(t.locations?.map((r) => r.name)).toEqual(['Antwerp', 'Dubai', 'Gaborone']);
    // The demo lots name their category and location by these rows' ids.
    expect(t.locations?.[0]).toMatchObject({ id: 'antwerp', country: 'BE', city: 'Antwerpen' });
    expect(t.categories?.map((r) => r.id)).toEqual(['rough', 'fancy-colours', 'jewellery']);
    expect(t.faq?.[0]?.question).toBe('How does a proxy bid work?');
  });

  it('rotates two home banners whose pictures are stored and served', async () => {
    const banners = (await tables()).banners ?? [];
    expect(banners).toHaveLength(2);
    for (const b of banners) {
      const res = await fetch(`${h.baseUrl}/uploads/product/original/${String(b.image)}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
  });

  it('asks for an optional Origin mine on lots', async () => {
    const fields = (await h.post('dynamic/getAllDynamicArray', { view_page: 1 })).body.data
      .responseData;
    expect(JSON.stringify(fields)).toContain('Origin mine');
  });

  it('gives the demo seller a company, a plan and a template to start an auction from', async () => {
    const org = (await h.post('seller/organization/getOrganization', {}, seller)).body.data
      .responseData;
    expect(JSON.stringify(org)).toContain('Sable Rough Traders BV');
    const plan = (await h.post('seller/subscription/getSubscription', {}, seller)).body.data
      .responseData;
    expect(JSON.stringify(plan)).toContain('professional');
    await waitFor(async () => {
      const list = await h.post('seller/template/auction/listings', {}, seller);
      return list.body.data.responseData.records?.length === 1;
    });
  });
});
