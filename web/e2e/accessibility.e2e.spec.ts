import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BUYER_PASSWORD, DEMO_SELLER, launch, login, newPage } from './browser';

/** WCAG 2.2 level AA, as axe-core tests it. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PUBLIC = [
  '/',
  '/search',
  '/auction',
  '/offer',
  '/login',
  '/register',
  '/forgot_password',
  '/contact',
  '/about',
  '/support',
  '/no-such-page',
];
const ACCOUNT = [
  '/auctions/all',
  '/offers/all',
  '/watchlist/all',
  '/purchases/all',
  '/buynowcart',
  '/invoices/all',
  '/transactions',
  '/deposits/all',
  '/wallet',
  '/saved_search',
  '/account/profile',
  '/account/address',
  '/account/notifications',
  '/reset_password',
];
/** The back office's lists and forms, as the demo seller and the admin see them. */
const SELLER = [
  '/seller/dashboard',
  '/seller/lots',
  '/seller/auctions',
  '/seller/reports',
  '/seller/subscription',
  '/seller/organization',
];
const ADMIN_AREA = [
  '/admin/lots',
  '/admin/users',
  '/admin/configuration',
  '/admin/money',
  '/audit/events',
];
/**
 * WCAG 2.2 AA, plus label-content-name-mismatch (WCAG 2.5.3, label in name): axe tags it
 * experimental, so a tag run leaves it out unless it is named.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: WCAG_AA },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/**
 * Every later page in `lang`, as the language switcher keeps it (a `?lng=` holds for its own page
 * only); the page's direction proves it.
 */
async function speak(page: Page, lang: string) {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('facet.lang', l), lang);
  await page.reload();
  await page.waitForFunction(
    (dir) => document.documentElement.dir === dir,
    lang === 'ar' ? 'rtl' : 'ltr',
  );
}

/** What axe finds wrong on the page as it is now: '<rule> <element>' per failing node. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${path}: ${v.id} ${n.target.join(' ')} (${v.help})`),
  );
}

/**
 * Issue 19, issue 27 item 19: every public, account and back-office screen, signed in and out, in
 * English and in Arabic (right to left).
 */
describe('Accessibility (WCAG 2.2 AA, axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const lang of ['en', 'ar']) {
    it(`finds nothing on the public screens in ${lang}`, async () => {
      const page = await newPage(browser);
      await speak(page, lang);
      const found: string[] = [];
      for (const path of PUBLIC) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });

    it(`finds nothing on a buyer's account screens in ${lang}`, async () => {
      const page = await newPage(browser);
      await login(page, 'buyer1@facet.test', BUYER_PASSWORD);
      await speak(page, lang);
      const found: string[] = [];
      for (const path of ACCOUNT) found.push(...(await violations(page, path)));
      // A lot's page, the drawer a card opens, with its bid form.
      const lot = await openLot(page);
      const drawer = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
      found.push(...drawer.violations.map((v) => `lot ${lot}: ${v.id} (${v.help})`));
      expect(found).toEqual([]);
    });

    it(`finds nothing on the seller's and the admin's screens in ${lang}`, async () => {
      const found: string[] = [];
      for (const [user, paths] of [
        [DEMO_SELLER, SELLER],
        [ADMIN, ADMIN_AREA],
      ] as const) {
        const page = await newPage(browser);
        await login(page, user.email, user.password);
        await speak(page, lang);
        for (const path of paths) found.push(...(await violations(page, path)));
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }

  it('lets a buyer bid with the keyboard alone: find the lot, open it, bid, read the answer', async () => {
    const page = await newPage(browser);
    await login(page, 'buyer3@facet.test', BUYER_PASSWORD);
    const { token } = await api('user/login', {
      email: 'buyer3@facet.test',
      password: BUYER_PASSWORD,
    });
    const { records } = await api('product/search', { limit: 50, page: 1 }, token);
    await page.goto('/search');
    await page.getByTestId('lot-card').first().waitFor();
    const shown = await page
      .getByTestId('lot-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-lot-id')));
    const lot = records.find(
      (l) =>
        shown.includes(l.id) &&
        l.market_status === 'open' &&
        l.auctiontype === 'standard' &&
        l.auction === 1 &&
        !l.deposit,
    );
    expect(lot, 'an open standard demo lot on the first page').toBeDefined();
    // Tab through the page until the lot's 'View Lot' button has the focus, then Enter.
    const focusedIn = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          lot: el?.closest('[data-testid="lot-card"]')?.getAttribute('data-lot-id') ?? null,
          text: el?.textContent ?? '',
          testid: el?.getAttribute('data-testid') ?? null,
        };
      });
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab');
      const f = await focusedIn();
      if (f.lot === lot!.id && f.text === 'View Lot') break;
    }
    expect(await focusedIn()).toMatchObject({ lot: lot!.id, text: 'View Lot' });
    await page.keyboard.press('Enter');
    await page.getByTestId('bid-form').waitFor();
    for (let i = 0; i < 60 && (await focusedIn()).testid !== 'bid-amount'; i++)
      await page.keyboard.press('Tab');
    expect((await focusedIn()).testid).toBe('bid-amount');
    await page.keyboard.type(String(lot!.next_bid));
    await page.keyboard.press('Enter');
    // The confirmation holds the focus inside it (Tab never leaves it): Tab to 'Confirm', Enter.
    await page.getByRole('dialog', { name: 'Confirm your bid' }).waitFor();
    const inDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 10 && (await focusedIn()).text !== 'Confirm'; i++)
      await page.keyboard.press('Tab');
    expect((await focusedIn()).text).toBe('Confirm');
    await page.keyboard.press('Enter');
    await page.getByText('Bid placed successfully').first().waitFor();
    // The dialog gave the focus back to the bid form, where the keyboard left it.
    await page.getByRole('dialog', { name: 'Confirm your bid' }).waitFor({ state: 'detached' });
    expect(['bid-amount', 'bid-submit']).toContain((await focusedIn()).testid);
  });
});

/** Opens the first lot of the search page in its drawer; its id. */
async function openLot(page: Page): Promise<string> {
  await page.goto('/search');
  const card = page.getByTestId('lot-card').first();
  await card.waitFor();
  // 'View Lot' (in the page's language): the card's last button.
  await card.locator('button').last().click();
  await page.getByTestId('lot-detail').waitFor();
  await page.waitForLoadState('networkidle');
  return (await card.getAttribute('data-lot-id')) ?? '';
}
