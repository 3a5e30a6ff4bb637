import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, DEMO_SELLER, launch, login, newPage } from './browser';
import { freshBuyNowLot, iso, signUp, type Buyer } from './marketplace';
import { png } from './lot-form';
import { listLot } from './seller-listings';
import { uploadImages } from './uploaded-images';
import { demoSellerToken } from './signed-in';

/** The per-page label in Arabic (web/src/i18n/locales/ar/common.ts). */
const PER_PAGE_AR = 'النتائج في الصفحة';

/** Issue 27, the forms helper's items: each `it` fails on the main the issue was filed against. */
describe('Forms, feedback and layout (issue 27)', () => {
  let browser: Browser;
  let seller: string;
  let buyer: Buyer;
  const stamp = Date.now();
  beforeAll(async () => {
    browser = await launch();
    seller = await demoSellerToken();
    buyer = await signUp('Forms', `forms-${stamp}@facet.test`, 'forms-pass-1');
  });
  afterAll(async () => browser?.close());

  const buyerPage = async (width?: number): Promise<Page> => {
    const page = await newPage(browser, width);
    await login(page, buyer.email, buyer.password);
    return page;
  };

  it('item 19: a signed-in page names its controls with the words they show (WCAG 2.5.3)', async () => {
    const page = await buyerPage();
    for (const lang of ['en', 'ar']) {
      await page.goto(`/?lng=${lang}`);
      await page.getByTestId('user-badge').waitFor();
      const result = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .analyze();
      expect(result.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    }
    await page.context().close();
  });

  it('item 7: the offer field takes digits, a point or comma and a sign; offer and pre-bid dialogs say so', async () => {
    const sealed = await listLot(seller, { title: `Forms sealed ${stamp}`, auctiontype: 'sealed' });
    const upcoming = await listLot(seller, {
      title: `Forms upcoming ${stamp}`,
      date_added: iso(Date.now() + 3_600_000),
    });
    const page = await buyerPage();
    await page.goto(`/search?lot=${sealed}`);
    const field = page.getByTestId('bid-panel').getByTestId('bid-amount');
    await field.pressSequentially('1a2e,5x');
    expect(await field.inputValue()).toBe('12,5');
    await field.fill('');
    await field.pressSequentially('+150.00');
    expect(await field.inputValue()).toBe('+150.00');
    await page.getByTestId('bid-panel').getByTestId('bid-submit').click();
    const offer = page.getByRole('dialog', { name: 'Confirm your offer' });
    await offer.waitFor();
    expect(await offer.getByTestId('bid-confirm-text').innerText()).toContain('Submit an offer of');
    await offer.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/search?lot=${upcoming}`);
    await page.getByTestId('bid-panel').getByTestId('bid-amount').fill('150');
    await page.getByTestId('bid-panel').getByTestId('bid-submit').click();
    const preBid = page.getByRole('dialog', { name: 'Confirm your pre-bid' });
    await preBid.waitFor();
    expect(await preBid.getByTestId('bid-confirm-text').innerText()).toContain(
      'Place a pre-bid of',
    );
    await page.context().close();
  });
  it('item 9: alert under 2 days, home loader and fade, 6-digit code, 4-row text areas, 1900-2100 dates, digits-only money', async () => {
    // A lot closing in a day: its panel says so in words, not only in red.
    const closing = await listLot(seller, { title: `Forms closing ${stamp}` });
    const page = await buyerPage();
    await page.goto(`/search?lot=${closing}`);
    const alert = page.getByTestId('bid-panel').getByTestId('countdown-alert');
    expect(await alert.innerText()).toBe('Ending soon');

    // The home loader stays a second after the featured lots are in, then fades out (600 ms).
    await page.goto('/');
    await page.getByTestId('home-loader').waitFor();
    await page.getByTestId('featured-lots').waitFor();
    const featuredAt = Date.now();
    await page.getByTestId('home-loader').waitFor({ state: 'detached' });
    expect(Date.now() - featuredAt).toBeGreaterThanOrEqual(900);

    // The phone code is six boxes of digits.
    await page.goto('/account/identity');
    await page.getByLabel('Phone', { exact: true }).filter({ visible: true }).fill('+15555550123');
    await page.getByTestId('phone-code').getByRole('button').first().click();
    const boxes = page.getByTestId('phone-code').locator('input:not([type=hidden])');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(6);
    await boxes.first().pressSequentially('a');
    expect(await boxes.first().inputValue()).toBe('');

    // The contact message grows to four rows and no further.
    await page.goto('/contact');
    const message = page.getByRole('textbox', { name: 'Message' });
    const height = async (lines: number) => {
      await message.fill(Array.from({ length: lines }, (_, i) => `line ${i}`).join('\n'));
      return (await message.boundingBox())?.height ?? 0;
    };
    const four = await height(4);
    expect(await height(10)).toBe(four);
    await page.context().close();

    // The seller's lot form: dates 1900-2100 and money fields that keep digits only.
    const desk = await newPage(browser);
    await login(desk, DEMO_SELLER.email, DEMO_SELLER.password);
    await desk.goto('/post_project/create_lot/new');
    const start = desk.getByTestId('lot-date_added');
    expect([await start.getAttribute('min'), await start.getAttribute('max')]).toEqual([
      '1900-01-01T00:00',
      '2100-12-31T23:59',
    ]);
    const sprice = desk.getByTestId('lot-sprice');
    await sprice.pressSequentially('1,2x50.5');
    expect(await sprice.inputValue()).toBe('1250.5');
    await desk.context().close();
  });
  it('item 16: bulk actions, acting as a user, the plan change and image captions say what they do', async () => {
    // Bulk: two lots of the seller's, deactivated together, and the screen says so.
    const tag = `Forms bulk ${stamp}`;
    await listLot(seller, { title: `${tag} A` });
    await listLot(seller, { title: `${tag} B` });
    // A stored image (the server keeps only attachments it holds), on a lot the bulk leaves active.
    const [face] = await uploadImages(seller, { 'face.png': png(40, 30, [20, 90, 200]) });
    const captioned = await listLot(seller, {
      title: `Forms caption ${stamp}`,
      allattachmentlist: [
        { file_name: face ?? '', type: 1, title: 'Table face', description: 'In daylight' },
      ],
    });
    const desk = await newPage(browser);
    await login(desk, DEMO_SELLER.email, DEMO_SELLER.password);
    await desk.goto('/seller/lots/all');
    await desk.getByTestId('seller-lots-search').fill(tag);
    await desk.getByText(`${tag} A`).waitFor();
    await desk.getByText(`${tag} B`).waitFor();
    await desk.waitForFunction(
      () => document.querySelectorAll('[data-testid="seller-lots"] tbody tr').length === 2,
    );
    await desk.getByLabel('Select all rows').check();
    await desk.getByTestId('bulk-inactive').click();
    await desk.getByText('Lots deactivated: 2').waitFor();

    // The plan: the current one is marked, and a change asks first (cancelled here).
    await desk.goto('/seller/subscription');
    await desk.getByTestId('plan-name').waitFor();
    const current = desk.locator('[data-testid^="plan-"][aria-current="true"]');
    expect(await current.count()).toBe(1);
    const other = desk.locator('[data-testid^="choose-"]:not([disabled])').first();
    await other.click();
    expect(await desk.getByTestId('plan-confirm-text').innerText()).toMatch(
      /^Move from \w+ to \w+/,
    );
    await desk.getByRole('button', { name: 'Cancel' }).click();
    await desk.getByTestId('plan-confirm-text').waitFor({ state: 'detached' });
    await desk.context().close();

    // Captions: the seller's title and description of the image, under it.
    const page = await newPage(browser);
    await page.goto(`/search?lot=${captioned}`);
    const caption = page.getByTestId('image-caption');
    expect((await caption.innerText()).split(/\n+/)).toEqual(['Table face', 'In daylight']);
    await page.context().close();

    // Acting as a user: a banner says whose account it is, and takes the admin back.
    const admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/user/${buyer.id}`);
    await admin.getByTestId('user-switch').click();
    const banner = admin.getByTestId('acting-as-banner');
    expect(await banner.innerText()).toContain('You are acting as Forms Buyer');
    await admin.getByTestId('acting-as-back').click();
    await admin.waitForURL((url) => url.pathname === `/admin/user/${buyer.id}`);
    await banner.waitFor({ state: 'detached' });
    await admin.getByTestId('admin-nav').waitFor();
    await admin.context().close();
  });
  it('item 15: one-line labels, auction rows, the lot title once, one heading, lot numbers, clear arrows, Remove on a phone', async () => {
    const sealed = await listLot(seller, {
      title: `Forms numbered ${stamp}`,
      auctiontype: 'sealed',
      auction_lot: 'F7',
    });
    const page = await buyerPage();
    // 'Results per page' on one line, in English and in Arabic.
    for (const [lang, words] of [
      ['en', 'Results per page'],
      ['ar', PER_PAGE_AR],
    ] as const) {
      await page.goto(`/auction?lng=${lang}`);
      const label = page.locator('label', { hasText: words });
      await label.waitFor();
      expect((await label.boundingBox())!.height).toBeLessThan(30);
    }
    // The list view draws rows, not cards.
    await page.goto('/auction?lng=en');
    await page.getByText('List view', { exact: true }).click();
    const row = page.getByTestId('auction-row').first();
    await row.waitFor();
    expect(await page.getByTestId('auction-card').count()).toBe(0);
    expect((await row.boundingBox())!.height).toBeLessThan(200);

    // The lot's title once in its panel; the sealed card numbers its lot.
    await page.goto(`/search?lot=${sealed}`);
    await page.getByTestId('lot-detail').waitFor();
    expect(
      await page.getByRole('dialog').getByText(`Forms numbered ${stamp}`, { exact: true }).count(),
    ).toBe(1);
    await page.goto(`/offer?title=${encodeURIComponent(`Forms numbered ${stamp}`)}`);
    const card = page.locator(`[data-testid="offer-card"][data-lot-id="${sealed}"]`);
    await card.waitFor();
    expect(await card.getByTestId('lot-number').innerText()).toBe('Lot F7');

    // One heading on /support.
    await page.goto('/support');
    await page.getByText('Who can bid?').waitFor();
    expect(await page.locator('main').getByRole('heading').allInnerTexts()).toEqual(['FAQ']);

    // The featured carousel's arrows clear of the cards' watchlist hearts.
    await page.goto('/');
    await page.getByTestId('home-loader').waitFor({ state: 'detached' });
    const featured = page.getByTestId('featured-lots');
    const boxes = async (selector: string) =>
      Promise.all((await featured.locator(selector).all()).map(async (el) => el.boundingBox()));
    const arrows = (await boxes('.mantine-Carousel-control')).filter(Boolean);
    const hearts = (await boxes('[data-testid="watch-toggle"]')).filter(Boolean);
    const overlap = arrows.some((a) =>
      hearts.some(
        (h) =>
          a!.x < h!.x + h!.width &&
          h!.x < a!.x + a!.width &&
          a!.y < h!.y + h!.height &&
          h!.y < a!.y + a!.height,
      ),
    );
    expect(overlap).toBe(false);
    await page.context().close();

    // On a 375 px phone the cart's Remove button is on screen.
    const lot = await freshBuyNowLot(buyer.token);
    await api('buynow/addToCart', { cart: [{ product_id: lot.id, qty: 1 }] }, buyer.token);
    const phone = await buyerPage(375);
    await phone.goto('/buynowcart');
    const remove = phone.getByTestId('cart-item').first().getByRole('button', { name: 'Remove' });
    await remove.waitFor();
    const r = (await remove.boundingBox())!;
    expect(r.x + r.width).toBeLessThanOrEqual(375);
    expect(r.x).toBeGreaterThanOrEqual(0);
    await phone.context().close();
  });
});
