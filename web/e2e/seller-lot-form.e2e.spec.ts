import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_SELLER, shot } from './browser';
import { demoSellerToken, signedInBrowser } from './signed-in';
import {
  captionedImages as images,
  fillLot,
  findLot,
  type FoundLot as Found,
  localInput as local,
  seesThumbnails,
  uploadCaptioned,
} from './lot-form';
import { iso, until } from './marketplace';

const tag = `LF${Date.now()}`;

/** Issue 17: a seller lists a sealed lot and a per-carat standard lot through the lot form. */
describe('The lot form, as a seller uses it', () => {
  let browser: Browser;
  let page: Page;
  const auction = `${tag} spring sale`;

  beforeAll(async () => {
    const token = await demoSellerToken();
    const now = Date.now();
    await api(
      'seller/auction/auctionAction',
      {
        action: 'new',
        title: auction,
        description: 'e2e',
        date_added: iso(now - 3_600_000),
        date_closed: iso(now + 72 * 3_600_000),
      },
      token,
    );
    ({ browser, page } = await signedInBrowser(DEMO_SELLER));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("refuses a start price with three decimals in the spec's words, before sending it", async () => {
    await page.goto('/seller/lots/all');
    await page.getByTestId('lot-new').click();
    await page.waitForURL('**/post_project/create_lot/new');
    await page.getByTestId('lot-title').fill(`${tag} nothing`);
    await page.getByTestId('lot-sprice').fill('10.005');
    await page.getByTestId('lot-save').click();
    await page.getByText('invalid decimal').waitFor();
    expect(await page.getByTestId('lot-images-error').textContent()).toBe(
      'Upload at least 3 images',
    );
  });

  it('creates a sealed lot, listed in one of the seller’s auctions', async () => {
    await page.goto('/post_project/create_lot/new');
    const title = `${tag} Sealed parcel`;
    await fillLot(page, { title, type: 'Sealed', pricing: 'Per item', sprice: '900', auction });
    await uploadCaptioned(page, images('sealed'));
    await page.getByTestId('lot-save').click();
    await page.waitForURL('**/seller/lots/all');
    const lot = await findLot(title);
    expect(lot).toMatchObject({ auctiontype: 'sealed', pricing: 'per_item' });
    await seesThumbnails(page, lot);
  });

  it('creates a per-carat standard lot with three captioned images and shows it with thumbnails', async () => {
    await page.goto('/post_project/create_lot/new');
    const title = `${tag} Standard rough 4.07 ct`;
    await fillLot(page, {
      title,
      type: 'Standard',
      pricing: 'Per carat',
      sprice: '1250.50',
      weight: '4.07',
    });
    const shots = images('standard');
    await uploadCaptioned(page, shots);
    await page.getByTestId('lot-save').click();
    await page.waitForURL('**/seller/lots/all');
    const lot = await findLot(title);
    expect(lot).toMatchObject({ auctiontype: 'standard', pricing: 'per_carat', weight: 4.07 });
    expect(lot.allattachmentlist.map((a) => [a.title, a.description])).toEqual(
      shots.map((s) => [s.title, s.description]),
    );
    expect(lot.avatar).toBe(lot.allattachmentlist[0]?.file_name);

    await seesThumbnails(page, lot);
  });

  it("starts a lot from an auction template (?template=) and keeps the description's rich text", async () => {
    const token = await demoSellerToken();
    const template = await api(
      'seller/template/auction/auctionAction',
      {
        action: 'new',
        title: `${tag} tender template`,
        description: 'e2e',
        duration_hours: 72,
        auctiontype: 'reverse',
        pricing: 'per_item',
        deposit: 1,
        deposit_amount: 75,
      },
      token,
    );
    await page.goto(`/post_project/create_lot/new?template=${template.id}`);
    await until(
      () => page.getByTestId('lot-deposit_amount').inputValue(),
      (v) => v === '75.00',
    );
    expect(await page.getByTestId('lot-template').inputValue()).toBe(`${tag} tender template`);
    const title = `${tag} Reverse from template`;
    await page.getByTestId('lot-title').fill(title);
    await page.getByTestId('lot-sprice').fill('500');
    const now = Date.now();
    await page.getByTestId('lot-date_added').fill(local(now - 60_000));
    await page.getByTestId('lot-date_closed').fill(local(now + 48 * 3_600_000));
    const editor = page.getByTestId('lot-desc_proc').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Certified');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' parcel');
    await uploadCaptioned(page, images('template'));
    await page.getByTestId('lot-save').click();
    await page.waitForURL('**/seller/lots/all');
    const found = await findLot(title);
    const { record } = await api('seller/product/getSingleProject', { id: found.id }, token);
    expect(record).toMatchObject({
      auctiontype: 'reverse',
      pricing: 'per_item',
      deposit: 1,
      deposit_amount: 75,
    });
    // What the seller typed in bold reaches the public lot as rich text.
    expect((found as Found & { desc_proc: string }).desc_proc).toBe(
      '<p><strong>Certified</strong> parcel</p>',
    );
  });

  it('opens the lot again from the list to edit it', async () => {
    const lot = await findLot(`${tag} Standard rough 4.07 ct`);
    await page.goto('/seller/lots/all');
    await page.getByTestId('seller-lots-search').fill(tag);
    await page.getByTestId(`lot-edit-${lot.id}`).click();
    await page.waitForURL(`**/post_project/create_lot/${lot.id}`);
    expect(await page.getByTestId('lot-sprice').inputValue()).toBe('1250.50');
    await page.getByTestId('lot-auction_lot').fill('A-17');
    await page.getByTestId('lot-save').click();
    await page.waitForURL('**/seller/lots/all');
    await until(
      () => api('product/search', { filters: { id: lot.id } }),
      (r) => r.records[0]?.auction_lot === 'A-17',
    );
  });

  it('shows the lot form in English and in Arabic, right to left', async () => {
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`/post_project/create_lot/new?lang=${lang}`);
      await page.getByTestId('lot-title').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await shot(page, lang === 'en' ? 'seller-lot-form' : 'seller-lot-form-ar');
    }
    expect(await page.locator('h1').first().textContent()).toBe('قطعة جديدة');
    await page.goto('/seller/lots/all?lang=en');
  });
});
