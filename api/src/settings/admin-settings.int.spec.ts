import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';

type Res = { status: number; body: any };
const message = (r: Res) => r.body.data.message as string;

/** Issue 17 part E: the admin's settings, tables, phrases and pages over HTTP. */
describe('Admin settings over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: string;
  let seller: string;
  const getDefault = async () => responseData(await h.post('common/getDefault', {}));

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea@settings.test')).token;
    seller = await signInSeller(h, 'sel@settings.test');
  });
  afterAll(() => h?.close());

  describe('the increment table', () => {
    const table = [
      { from_amount: 0, to_amount: 1000, increment: 10 },
      { from_amount: 1000, to_amount: null, increment: 25 },
    ];

    it('is replaced as a whole by an admin and served by getDefault', async () => {
      const r = await h.post('seller/setting/replaceBidIncrements', { rows: table }, admin);
      expect(r.status).toBe(200);
      await waitFor(async () => (await getDefault()).allBidIncrements.length === 2);
      expect((await getDefault()).allBidIncrements).toMatchObject([
        { from_amount: 0, to_amount: 1000, increment: 10 },
        { from_amount: 1000, to_amount: null, increment: 25 },
      ]);
      const id = responseData(r).records[1].id as string;
      const one = await h.post('seller/setting/getSingleBidIncrement', { id }, seller);
      expect(responseData(one).item).toMatchObject({ id, from_amount: 1000, increment: 25 });
    });

    it('refuses a table with a gap (422) and a band in cents with three decimals (400)', async () => {
      const gap = await h.post(
        'seller/setting/replaceBidIncrements',
        { rows: [table[0], { ...table[1], from_amount: 1200 }] },
        admin,
      );
      expect([gap.status, message(gap)]).toEqual([
        422,
        'There is a gap in the bands after $1,000.00',
      ]);
      const bad = await h.post(
        'seller/setting/replaceBidIncrements',
        { rows: [{ ...table[0], increment: '1.005' }, table[1]] },
        admin,
      );
      expect([bad.status, message(bad)]).toEqual([400, 'Invalid amount for increment']);
    });

    it('answers 404 for a missing band, to read or to delete', async () => {
      expect(
        (await h.post('seller/setting/getSingleBidIncrement', { id: 'nope' }, admin)).status,
      ).toBe(404);
      expect(
        (await h.post('seller/setting/deleteBidIncrement', { id: 'nope' }, admin)).status,
      ).toBe(404);
    });

    it('is changed by admins only', async () => {
      for (const token of [seller, buyer])
        expect(
          (await h.post('seller/setting/replaceBidIncrements', { rows: table }, token)).status,
        ).toBe(403);
    });
  });

  describe('configuration variables', () => {
    it.each(['__proto__', 'constructor', 'valueOf', 'no_such_setting'])(
      'answers 400 naming the unknown setting %s',
      async (name) => {
        const r = await h.post('seller/setting/configurationAction', { name, value: '1' }, admin);
        expect([r.status, message(r)]).toEqual([400, `Unknown setting: ${name}`]);
        const one = await h.post('seller/setting/getSingleConfiguration', { name }, admin);
        expect(one.status).toBe(400);
      },
    );

    it('lists every known setting and serves a set one in getDefault', async () => {
      const set = await h.post(
        'seller/setting/configurationAction',
        { name: 'homepage_title', value: 'Rough, fairly sold' },
        admin,
      );
      expect(set.status).toBe(200);
      const list = responseData(await h.post('seller/setting/configurationVariables', {}, admin));
      expect(list.records).toContainEqual({ name: 'homepage_title', value: 'Rough, fairly sold' });
      expect(list.records.map((r: { name: string }) => r.name)).toContain('proxy_bidding_settings');
      await waitFor(
        async () => (await getDefault()).variables.homepage_title === 'Rough, fairly sold',
      );
      expect((await h.post('seller/setting/configurationVariables', {}, seller)).status).toBe(403);
    });
  });

  describe('the configuration tables', () => {
    it('adds a home banner and a FAQ entry that getDefault serves', async () => {
      const banner = await h.post(
        'seller/setting/datatable_insert',
        {
          table: 'banners',
          values: {
            image: 'spring.webp',
            title: 'Spring tender',
            link: '/auction',
            button_label: 'Browse',
          },
        },
        admin,
      );
      expect(banner.status).toBe(200);
      const faq = await h.post(
        'seller/setting/datatable_insert',
        { table: 'faq', values: { question: 'How do I bid?', answer: 'Open a lot.' } },
        admin,
      );
      await waitFor(async () => (await getDefault()).tableValues.faq?.length === 1);
      const bundle = await getDefault();
      expect(bundle.tableValues.banners).toEqual([
        {
          id: responseData(banner).id,
          image: 'spring.webp',
          title: 'Spring tender',
          link: '/auction',
          button_label: 'Browse',
          active: 1,
        },
      ]);
      const update = await h.post(
        'admin/setting/datatable_update',
        { table: 'faq', id: responseData(faq).id, values: { active: 2 } },
        admin,
      );
      expect(update.status).toBe(200);
      await waitFor(async () => (await getDefault()).tableValues.faq?.length === 0);
      const search = responseData(
        await h.post('seller/setting/searchTable', { table: 'faq' }, admin),
      );
      expect(search.records).toHaveLength(1);
    });

    it('answers 400 for an unknown table or column, and 404 for a missing row', async () => {
      const table = await h.post('seller/setting/searchTable', { table: '__proto__' }, admin);
      expect([table.status, message(table)]).toEqual([400, 'Unknown table: __proto__']);
      const column = await h.post(
        'seller/setting/datatable_insert',
        { table: 'faq', values: { question: 'q', answer: 'a', script: 'x' } },
        admin,
      );
      expect([column.status, message(column)]).toEqual([422, 'Invalid value for script']);
      const missing = await h.post(
        'admin/setting/datatable_update',
        { table: 'faq', id: 'nope', values: { answer: 'b' } },
        admin,
      );
      expect(missing.status).toBe(404);
      expect(
        (
          await h.post(
            'seller/setting/datatable_insert',
            { table: 'faq', values: { question: 'q', answer: 'a' } },
            seller,
          )
        ).status,
      ).toBe(403);
    });
  });

  describe('the languages (bundled en, es, ar overlaid by the admin)', () => {
    const insert = (values: Record<string, string | number>, token = admin) =>
      h.post('seller/setting/datatable_insert', { table: 'languages', values }, token);
    const offered = async () =>
      ((await getDefault()).languages as { code: string; active: boolean }[])
        .filter((l) => l.active)
        .map((l) => l.code);

    it('serves a new language and hides Spanish, then shows it again once the row goes', async () => {
      expect(await offered()).toEqual(['en', 'es', 'ar']);
      const fr = await insert({ code: 'fr', name: 'Français', direction: 'ltr' });
      expect(fr.status).toBe(200);
      const es = await insert({ code: 'es', name: 'Español', direction: 'ltr', active: 0 });
      await waitFor(async () => (await offered()).join() === 'en,ar,fr');
      expect((await getDefault()).languages).toContainEqual({
        code: 'fr',
        name: 'Français',
        dir: 'ltr',
        active: true,
      });
      expect((await getDefault()).languageRows).toBeUndefined();
      const phrase = { language: 'fr', key: 'home:featured', text: 'Pierres en vedette' };
      expect((await h.post('admin/setting/phraseAction', phrase, admin)).status).toBe(200);
      await waitFor(async () => (await getDefault()).phrases.fr?.['home:featured'] !== undefined);
      await h.post(
        'seller/setting/searchTableAction',
        { table: 'languages', action: 'delete', id: responseData(es).id },
        admin,
      );
      await h.post(
        'seller/setting/searchTableAction',
        { table: 'languages', action: 'delete', id: responseData(fr).id },
        admin,
      );
      await waitFor(async () => (await offered()).join() === 'en,es,ar');
    });

    it('refuses to hide English (422, saying why), and a seller may not edit languages', async () => {
      const hide = await insert({ code: 'en', name: 'English', direction: 'ltr', active: 0 });
      expect([hide.status, message(hide)]).toEqual([
        422,
        'English is the default language of the site and cannot be hidden',
      ]);
      const bad = await insert({ code: 'en-US', name: 'US', direction: 'ltr' });
      expect([bad.status, message(bad)]).toEqual([422, 'Invalid value for code']);
      expect((await insert({ code: 'fr', name: 'F', direction: 'ltr' }, seller)).status).toBe(403);
    });
  });

  describe('phrases and static pages', () => {
    it("serves an admin's phrase in getDefault", async () => {
      const r = await h.post(
        'admin/setting/phraseAction',
        { language: 'es', key: 'home:featured', text: 'Piedras destacadas' },
        admin,
      );
      expect(r.status).toBe(200);
      await waitFor(
        async () => (await getDefault()).phrases.es?.['home:featured'] === 'Piedras destacadas',
      );
      expect(
        (await h.post('admin/setting/phraseAction', { language: 'es', key: 'x', text: 'y' }, admin))
          .status,
      ).toBe(400);
    });

    it("serves the admin's terms page, sanitized, without a restart", async () => {
      const r = await h.post(
        'common/updateEntry',
        {
          id: 'terms_of_use',
          title: 'Terms of Use',
          content: '<p onclick="x()">Bids bind.</p><script>alert(1)</script>',
        },
        admin,
      );
      expect(r.status).toBe(200);
      await waitFor(
        async () =>
          responseData(await h.post('common/getStaticPage', { id: 'terms_of_use' })).content ===
          '<p>Bids bind.</p>',
      );
      const es = responseData(
        await h.post('common/getStaticPage', { id: 'terms_of_use', lng: 'es' }),
      );
      expect(es.content).not.toBe('<p>Bids bind.</p>');
      const previous = responseData(
        await h.post('common/getPreviousData', { id: 'terms_of_use' }, admin),
      );
      expect(previous.item.content).toBe('<p>Bids bind.</p>');
      expect(
        (
          await h.post(
            'common/insertEntry',
            { id: 'terms_of_use', title: 't', content: 'x' },
            seller,
          )
        ).status,
      ).toBe(403);
      expect(
        (await h.post('common/insertEntry', { id: 'nope', title: 't', content: 'x' }, admin))
          .status,
      ).toBe(400);
    });

    it('serves the footer links an admin edits', async () => {
      await h.post(
        'seller/setting/datatable_insert',
        { table: 'footer_links', values: { title: 'Cookies', url: '/cookies', position: 1 } },
        admin,
      );
      await waitFor(
        async () => responseData(await h.post('common/getFooterLinks', {})).records.length === 1,
      );
      expect(responseData(await h.post('common/getFooterLinks', {})).records[0]).toMatchObject({
        title: 'Cookies',
        url: '/cookies',
      });
    });
  });
});
