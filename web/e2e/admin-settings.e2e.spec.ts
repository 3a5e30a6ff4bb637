import type { Browser, Page } from 'playwright-core';
import type { IncrementRecord } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BUYER_PASSWORD, DEMO_SELLER, launch, login, newPage, shot } from './browser';
import { hardBid } from './marketplace';
import { listAuction, listLot } from './seller-listings';

const tag = `E2E${Date.now()}`;
type Band = IncrementRecord;

/** Issue 17 part E: what an admin changes shows on the public site at once, without a restart. */
describe('The admin settings', () => {
  let browser: Browser;
  let admin: Page;
  let adminToken = '';
  let original: Band[] = [];
  let terms = { title: '', content: '' };
  let locationId = '';
  const visitor = () => newPage(browser);

  beforeAll(async () => {
    adminToken = (await api('user/login', ADMIN)).token;
    original = (await api('seller/setting/getAllBidIncrements', {}, adminToken)).records;
    terms = (await api('common/getPreviousData', { id: 'terms_of_use' }, adminToken)).item;
    browser = await launch();
    admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
  }, 60_000);

  afterAll(async () => {
    // The marketplace is shared with the other suites: leave its settings as they were.
    const rows = original.map(({ id, from_amount, to_amount, increment }) => ({
      id,
      from_amount,
      to_amount,
      increment,
    }));
    if (rows.length)
      await api('seller/setting/replaceBidIncrements', { rows }, adminToken).catch(() => undefined);
    await api(
      'common/updateEntry',
      { id: 'terms_of_use', title: terms.title, content: terms.content },
      adminToken,
    ).catch(() => undefined);
    await api(
      'admin/setting/phraseAction',
      { language: 'en', key: 'home:featured', text: '' },
      adminToken,
    ).catch(() => undefined);
    await api(
      'admin/setting/phraseAction',
      { language: 'he', key: 'home:featured', text: '' },
      adminToken,
    ).catch(() => undefined);
    if (locationId)
      await api(
        'seller/setting/searchTableAction',
        { table: 'locations', action: 'delete', id: locationId },
        adminToken,
      ).catch(() => undefined);
    for (const table of ['banners', 'faq', 'languages']) {
      const { records } = await api('seller/setting/searchTable', { table }, adminToken);
      for (const r of records)
        await api(
          'seller/setting/searchTableAction',
          { table, action: 'delete', id: r.id },
          adminToken,
        );
    }
    await browser?.close();
  });

  it('changes the increment table, and a lot listed next bids by it', async () => {
    await admin.goto('/admin/increments');
    await admin.getByTestId('band-0-increment').waitFor();
    await admin.getByTestId('band-0-increment').fill('7');
    await admin.getByTestId('increments-save').click();
    await admin.getByText('Saved').first().waitFor();

    const seller = (await api('user/login', DEMO_SELLER)).token;
    const auctionid = await listAuction(seller, { title: `${tag} sale` });
    const lotId = await listLot(seller, { auctionid, title: `${tag} increments` });
    const buyer = (
      await api('user/login', {
        email: 'buyer1@facet.test',
        password: BUYER_PASSWORD,
      })
    ).token;
    await hardBid(buyer, lotId, 100);

    const page = await visitor();
    await login(page, 'buyer2@facet.test');
    await page.goto(`/search?lot=${lotId}`);
    await page
      .getByTestId('bid-panel')
      .getByText(/107\.00/)
      .first()
      .waitFor({ timeout: 15_000 });
  });

  it('adds a home banner that a fresh visitor sees on the home page', async () => {
    await admin.goto('/admin/tables/banners');
    await admin.getByTestId('row-add').click();
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await admin.getByTestId('row-title').fill(`${tag} spring tender`);
    await admin.getByTestId('row-link').fill('/auction');
    await admin.getByTestId('row-button_label').fill('Browse the tender');
    await admin.getByTestId('row-save').click();
    await admin.getByTestId('table-banners').getByText(`${tag} spring tender`).waitFor();

    const page = await visitor();
    await page.goto('/');
    await page.getByTestId('hero').getByText(`${tag} spring tender`).waitFor({ timeout: 15_000 });
  });

  it('adds a FAQ entry that a fresh visitor reads on /support', async () => {
    await admin.goto('/admin/tables/faq');
    await admin.getByTestId('row-add').click();
    await admin.getByTestId('row-question').fill(`${tag} Can I bid by phone?`);
    await admin.getByTestId('row-answer').fill('No, bids are placed on the site.');
    await admin.getByTestId('row-save').click();
    await admin.getByTestId('table-faq').getByText(`${tag} Can I bid by phone?`).waitFor();

    const page = await visitor();
    await page.goto('/support');
    await page
      .getByTestId('faq-list')
      .getByText(`${tag} Can I bid by phone?`)
      .waitFor({ timeout: 15_000 });
  });

  it('adds a location from the place lists, and a lot there says where it is', async () => {
    await admin.goto('/admin/tables/locations');
    await admin.getByTestId('row-add').click();
    await admin.getByTestId('row-name').fill(`${tag} bourse`);
    const pick = async (field: string, typed: string, option: string) => {
      await admin.getByTestId(field).fill(typed);
      await admin.getByRole('option', { name: option, exact: true }).click();
    };
    await pick('address-country', 'Israel', 'Israel');
    await pick('address-state', 'Tel Aviv', 'Tel Aviv District');
    await pick('address-city', 'Ramat', 'Ramat Gan');
    await admin.getByTestId('row-save').click();
    const row = admin.getByTestId('table-locations').locator('tr', { hasText: `${tag} bourse` });
    await row.getByText('Israel').waitFor();

    const { records } = await api(
      'seller/setting/searchTable',
      { table: 'locations', searchterm: `${tag} bourse` },
      adminToken,
    );
    locationId = String(records[0]?.id);
    const seller = (await api('user/login', DEMO_SELLER)).token;
    const auctionid = await listAuction(seller, { title: `${tag} located sale` });
    const lotId = await listLot(seller, {
      auctionid,
      title: `${tag} located`,
      location_id: locationId,
    });
    const page = await visitor();
    await page.goto(`/search?lot=${lotId}`);
    await page
      .getByTestId('lot-facts')
      .getByText(`${tag} bourse, Ramat Gan, Israel`)
      .waitFor({ timeout: 15_000 });
  });

  it('edits the terms page that a fresh visitor then reads', async () => {
    await admin.goto('/admin/pages');
    const editor = admin.getByTestId('page-editor').locator('.ProseMirror');
    await editor.getByText('Terms of Use').first().waitFor();
    await editor.click();
    await admin.keyboard.press('ControlOrMeta+End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type(`${tag} Bids placed in the last minute are final.`);
    await admin.getByTestId('page-save').click();
    await admin.getByText('Saved').first().waitFor();

    const page = await visitor();
    await page.goto('/terms_of_use');
    await page
      .getByText(`${tag} Bids placed in the last minute are final.`)
      .waitFor({ timeout: 15_000 });
  });

  it('overrides a translation that a fresh visitor then reads, without a rebuild', async () => {
    await admin.goto('/admin/phrases');
    await admin.getByTestId('phrase-key').fill('home:featured');
    await admin.getByTestId('phrase-text').fill(`${tag} Featured stones`);
    await admin.getByTestId('phrase-save').click();
    await admin.getByTestId('phrases').getByText(`${tag} Featured stones`).waitFor();

    const page = await visitor();
    await page.goto('/');
    await page.getByText(`${tag} Featured stones`).first().waitFor({ timeout: 15_000 });
  });

  it("hides Spanish, and a fresh visitor's language selector no longer offers it", async () => {
    await admin.goto('/admin/tables/languages');
    await admin.getByTestId('row-add').click();
    await admin.getByTestId('row-name').fill('Español');
    await admin.getByTestId('row-code').fill('es');
    await admin.getByTestId('row-direction').click();
    await admin.getByRole('option', { name: 'Left to right' }).click();
    await admin.getByTestId('row-active').click();
    await admin.getByRole('option', { name: 'Hidden' }).click();
    await admin.getByTestId('row-save').click();
    await admin.getByTestId('table-languages').getByText('Español').waitFor();

    const page = await visitor();
    await page.goto('/');
    const offered = () =>
      page
        .getByTestId('language-select')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await page.waitForFunction(
      () => {
        const select = document.querySelector('[data-testid="language-select"]');
        return (
          select instanceof HTMLSelectElement &&
          select.options.length > 0 &&
          ![...select.options].some((o) => o.value === 'es')
        );
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await offered()).toEqual(['en', 'ar']);
  });

  it('adds a right-to-left language whose admin phrases a visitor reads in it', async () => {
    await api(
      'seller/setting/datatable_insert',
      { table: 'languages', values: { code: 'he', name: 'עברית', direction: 'rtl' } },
      adminToken,
    );
    await api(
      'admin/setting/phraseAction',
      { language: 'he', key: 'home:featured', text: `${tag} אבנים נבחרות` },
      adminToken,
    );
    const page = await visitor();
    await page.goto('/?lng=he');
    await page.getByText(`${tag} אבנים נבחרות`).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('language-select').locator('option[value="he"]').waitFor({
      state: 'attached',
    });
  });

  it('shows every settings screen in English and in Arabic, right to left', async () => {
    const screens = [
      ['increments', 'Bid Increments', 'زيادات المزايدة'],
      ['configuration', 'Configuration', 'الإعدادات'],
      ['tables/banners', 'Tables', 'الجداول'],
      ['pages', 'Static pages', 'الصفحات الثابتة'],
      ['phrases', 'Phrases', 'العبارات'],
    ] as const;
    for (const [path, en, ar] of screens)
      for (const [lng, heading] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        await admin.goto(`/admin/${path}?lng=${lng}`);
        await admin.getByRole('heading', { name: heading, level: 2 }).waitFor();
        expect(await admin.locator('html').getAttribute('dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');
        await shot(admin, `admin-${path.replace('/', '-')}-${lng}`);
      }
  });
});
