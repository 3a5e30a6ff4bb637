import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BASE_URL, launch, login, newPage, placeBid } from './browser';
import { lotCard, signUp, until, type Buyer } from './marketplace';
import { listLot } from './seller-listings';
import { demoSellerToken } from './signed-in';

const alerts = (page: Page) => page.locator('.mantine-Notification-root');
const alert = (page: Page, text: string) => alerts(page).filter({ hasText: text }).first();

/** A new page in `lng` (the querystring the language detector reads first), signed in. */
async function signedInPage(browser: Browser, buyer: Buyer, lng: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`/login?lng=${lng}`);
  await page.locator('input[name="email"]').fill(buyer.email);
  await page.locator('input[name="password"]').fill(buyer.password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  return page;
}

/**
 * Issue 27 items 5, 10, 17 and 18: the server's messages in the reader's language, every answer
 * an alert (at most 3, bottom right) and a forced logout that says why, mail links that are links
 * to this marketplace, and a first load without a console warning.
 */
describe('Messages, alerts, mail links and a quiet console', () => {
  let browser: Browser;
  let lotId: string;
  const stamp = Date.now();
  const buyers: Record<string, Buyer> = {};

  beforeAll(async () => {
    browser = await launch();
    const seller = await demoSellerToken();
    lotId = await listLot(seller, { title: `Messages rough ${stamp}`, sprice: 100 });
    for (const lng of ['en', 'es', 'ar'])
      buyers[lng] = await signUp(`Msg${lng}`, `msg-${lng}-${stamp}@messages.test`, 'msg-pass-1234');
    await until(
      () => lotCard(buyers.en?.token ?? '', lotId),
      (c) => c?.market_status === 'open',
    );
  });
  afterAll(async () => browser?.close());

  it.each([
    ['en', 'Logged in successfully', 'Bid placed successfully', 'Ending soonest', 500],
    ['es', 'Sesión iniciada correctamente', 'Puja realizada correctamente', 'Terminan antes', 1000],
    ['ar', 'تم تسجيل الدخول بنجاح', 'تم تقديم المزايدة بنجاح', 'الأقرب انتهاءً', 1500],
  ])(
    "item 5: the server's success messages and the sort options in %s",
    async (lng, loggedIn, bidPlaced, endingSoonest, amount) => {
      const buyer = buyers[lng] as Buyer;
      const page = await signedInPage(browser, buyer, lng);
      await alert(page, loggedIn).waitFor({ timeout: 10_000 });

      await page.goto(`/search?lot=${lotId}&lng=${lng}`);
      await page.getByTestId('lot-detail').waitFor();
      await placeBid(page, amount);
      await alert(page, bidPlaced).waitFor({ timeout: 15_000 });

      await page.goto(`/search?lng=${lng}`);
      const sortLabel = { en: 'Sort by', es: 'Ordenar por', ar: 'ترتيب حسب' }[lng] ?? '';
      const sortBy = page.getByLabel(sortLabel, { exact: true }).first();
      expect(await sortBy.inputValue()).toBe(endingSoonest);
      await sortBy.click();
      expect(await page.getByRole('option').allTextContents()).toContain(endingSoonest);
      await page.context().close();
    },
  );

  it('item 10: every answer is an alert, at most 3 at once, bottom right; a forced logout says why', async () => {
    const buyer = buyers.es as Buyer;
    const page = await signedInPage(browser, buyer, 'es');
    await page.goto(`/search?lot=${lotId}&lng=es`);
    // The lot's own heart (its similar lots' cards have theirs below).
    const watch = page.getByTestId('lot-detail').getByTestId('watch-toggle').first();
    for (let i = 0; i < 5; i++) {
      const pressed = await watch.getAttribute('aria-pressed');
      await watch.click();
      await until(
        () => watch.getAttribute('aria-pressed'),
        (now) => now !== pressed,
        10_000,
      );
    }
    await alert(page, 'Añadido a la lista de seguimiento').waitFor();
    expect(await alerts(page).count()).toBeLessThanOrEqual(3);
    const box = await alerts(page).last().boundingBox();
    const view = page.viewportSize();
    expect(box && view && box.x + box.width > view.width * 0.75).toBe(true);
    expect(box && view && box.y + box.height > view.height * 0.75).toBe(true);

    const admin = (await api('user/login', ADMIN)).token;
    await api('admin/user/changeStatus', { user_id: buyer.id, status: 'deactivate' }, admin);
    // The socket drop logs the buyer out at once; failing that, their next action does.
    const loggedOut = await page
      .waitForURL((u) => u.pathname === '/login', { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!loggedOut) {
      await watch.click();
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    }
    // Deactivation ends the buyer's sessions: the refused token (or the account) is the reason.
    await alerts(page)
      .filter({ hasText: /^Se ha cerrado tu sesión: \S/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('item 17: a mailed link is a link to the marketplace it was asked from, never localhost', async () => {
    const visitor = await newPage(browser);
    const email = buyers.ar?.email ?? '';
    await visitor.goto('/forgot_password');
    await visitor.locator('main input[name="email"]').fill(email);
    await visitor.locator('main form button[type="submit"]').click();
    await visitor.context().close();

    const admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/mail');
    const row = admin.locator('[data-testid="mail-outbox"] tbody tr', { hasText: email });
    await row.first().waitFor({ timeout: 15_000 });
    await row.first().getByTestId('mail-open').click();
    const link = admin.getByTestId('mail-message').getByTestId('mail-link');
    expect(await link.evaluate((a) => a.tagName)).toBe('A');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${new URL(BASE_URL).origin}/reset_password/`)).toBe(true);
    expect(href).not.toContain('localhost:3000');
    await admin.context().close();
  });

  it('item 18: a fresh load of / and of a lot warns nothing in the console', async () => {
    for (const [path, ready] of [
      ['/', 'hero'],
      [`/search?lot=${lotId}`, 'lot-detail'],
    ] as const) {
      const page = await newPage(browser);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      await page.waitForLoadState('networkidle');
      expect(warnings).toEqual([]);
      await page.context().close();
    }
  });
});
