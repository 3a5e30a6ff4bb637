import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BASE_URL, DEMO_SELLER, launch, login, newPage, shot } from './browser';
import { hardBid, signUp, until } from './marketplace';
import { listAuction, listLot } from './seller-listings';

const tag = `E2E${Date.now()}`;
const PASSWORD = 'people-pass-123';

/** Issue 17, part D: an admin retracts a bid, suspends a user and invites one. */
describe('The admin area: lots, users, invitations, mail', () => {
  let browser: Browser;
  let admin: Page;
  let lotId = '';
  let benBid = 0;
  let adaId = '';
  let priceBefore = 0;

  beforeAll(async () => {
    const seller = (await api('user/login', DEMO_SELLER)).token;
    const auctionid = await listAuction(seller, { title: `${tag} sale` });
    lotId = await listLot(seller, {
      auctionid,
      title: `${tag} Retraction rough`,
      pricing: 'per_item',
    });
    const ada = await signUp('Ada', `ada-${tag}@people.test`.toLowerCase(), PASSWORD);
    adaId = ada.id;
    const ben = await signUp('Ben', `ben-${tag}@people.test`.toLowerCase(), PASSWORD);
    await hardBid(ada.token, lotId, 150);
    await hardBid(ben.token, lotId, 250);
    const ledger = await until(
      () => api('seller/product/ttwbidhistory', { id: lotId }, seller),
      (r) => r.records[0]?.first_name === 'Ben',
    );
    benBid = ledger.records[0]?.bid_number ?? 0;
    priceBefore = ledger.wprice;
    browser = await launch();
    admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  // Ben leads; without his bid Ada bids alone, at the lot's starting price.
  it('retracts the leading bid and shows the price recomputed without it', async () => {
    await admin.goto('/admin/lots/all');
    await admin.getByTestId('admin-lots-search').fill(tag);
    await admin.getByTestId(`lot-bids-${lotId}`).click();
    const ledger = admin.getByTestId('bid-ledger');
    await ledger.getByText('Ben Buyer').waitFor();
    await shot(admin, 'admin-bid-history');
    expect(await ledger.getByTestId('ledger-price').textContent()).toBe(
      `$${priceBefore.toFixed(2)}`,
    );
    await ledger.getByTestId(`retract-${benBid}`).click();
    await admin.getByTestId('retract-reason').fill('Bidder error');
    await admin.getByTestId('retract-confirm').click();
    const result = ledger.getByTestId('retraction-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('$100.00');
    await ledger.getByTestId('bid-retracted').waitFor();
    await admin.waitForFunction(
      () => document.querySelector('[data-testid="ledger-price"]')?.textContent === '$100.00',
    );
    await shot(admin, 'admin-bid-retracted');
  });

  it("suspends a user whose next call is refused, and the user's browser is signed out", async () => {
    const email = `sue-${tag}@people.test`.toLowerCase();
    const sue = await signUp('Sue', email, PASSWORD);
    const suePage = await newPage(browser);
    await login(suePage, email, PASSWORD);
    await admin.goto(`/admin/user/${sue.id}`);
    await admin.getByTestId('user-name').getByText('Sue Buyer').waitFor();
    await admin.getByTestId('user-suspend').click();
    await admin.getByTestId('user-status').getByText('Suspended').waitFor();
    await shot(admin, 'admin-user');
    const res = await fetch(`${BASE_URL}/api/user/validateUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sue.token}` },
      body: '{}',
    });
    expect(res.status).toBe(401);
    await suePage.goto('/wallet');
    await suePage.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(await suePage.evaluate(() => localStorage.getItem('facet.token'))).toBeNull();
    await suePage.context().close();
  });

  it('invites a seller who accepts on /invite, the invitation showing in the outbox', async () => {
    const email = `inv-${tag}@people.test`.toLowerCase();
    await admin.goto('/admin/users/all');
    await admin.getByTestId('invite-open').click();
    const form = admin.getByTestId('invite-form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="first_name"]').fill('Ivy');
    await form.locator('input[name="last_name"]').fill('Invitee');
    await shot(admin, 'admin-invite-user');
    await admin.getByTestId('invite-role').click();
    await admin.getByRole('option', { name: 'Seller' }).click();
    await admin.getByTestId('invite-send').click();
    await form.waitFor({ state: 'detached' });

    await admin.goto('/admin/mail');
    const row = admin.locator('[data-testid="mail-outbox"] tbody tr', { hasText: email });
    await row.first().waitFor({ timeout: 15_000 });
    expect(await row.first().textContent()).toContain('You are invited to Facet');
    await row.first().getByTestId('mail-open').click();
    const body = (await admin.getByTestId('mail-body').textContent()) ?? '';
    await shot(admin, 'admin-mail-message');
    const link = new URL(body.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0] ?? '');
    await admin.keyboard.press('Escape');

    const invitee = await newPage(browser);
    await invitee.goto(`${link.pathname}${link.search}`);
    expect(await invitee.getByTestId('invite-summary').textContent()).toBe(
      `You are invited as Seller with ${email}.`,
    );
    await invitee.locator('input[name="password"]').fill(PASSWORD);
    await invitee.locator('input[name="confirm_password"]').fill(PASSWORD);
    await invitee.locator('input[name="termcheck"]').check();
    await shot(invitee, 'invite');
    await invitee.getByTestId('invite-accept').click();
    await invitee.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const signedIn = await api('user/login', {
      email,
      password: PASSWORD,
    });
    expect(signedIn.user).toMatchObject({ role: 'seller', email });
    await invitee.context().close();
  });

  it('shows every admin people screen in English and in Arabic, right to left', async () => {
    const screens = [
      { path: '/admin/lots/all', testId: 'admin-lots', name: 'admin-lots' },
      { path: '/admin/users/all', testId: 'admin-users', name: 'admin-users' },
      { path: `/admin/user/${adaId}`, testId: 'user-bids', name: 'admin-user-dashboard' },
      { path: '/admin/mail', testId: 'mail-outbox', name: 'admin-mail' },
    ];
    for (const lang of ['en', 'ar'] as const) {
      for (const screen of screens) {
        await admin.goto(`${screen.path}?lang=${lang}`);
        await admin.locator(`[data-testid="${screen.testId}"] tbody tr`).first().waitFor();
        expect(await admin.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        await shot(admin, lang === 'en' ? screen.name : `${screen.name}-ar`);
      }
    }
    expect(await admin.locator('h1').first().textContent()).toBe('صندوق البريد الصادر');
    await admin.goto('/admin/lots/all?lang=en');
  });
});
