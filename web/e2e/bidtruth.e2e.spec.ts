import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { iso, lotCard, signUp, until, type Buyer } from './marketplace';

/**
 * Issue 27, items 1, 2 and 4: what the screen says about a bid is what the server does with it.
 * One per-carat lot of the admin's, opened under proxy bids, and two fresh buyers.
 */
const setProxyBidding = (admin: string, value: '0' | '1') =>
  api('seller/setting/configurationAction', { name: 'proxy_bidding_settings', value }, admin);
const notice = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first();

describe('bidtruth: the bid mode, hidden amounts and refusals on the socket (issue 27)', () => {
  let browser: Browser;
  let admin: string;
  let ana: Buyer;
  let ben: Buyer;
  let page: Page;
  let lotId: string;
  const title = `Rough 4.20 ct, Venetia (bidtruth ${Date.now()})`;

  beforeAll(async () => {
    browser = await launch();
    admin = (await api('user/login', ADMIN)).token;
    const stamp = Date.now();
    ana = await signUp('Ana', `ana.bidtruth.${stamp}@facet.test`, 'Bidtruth-pass-1');
    ben = await signUp('Ben', `ben.bidtruth.${stamp}@facet.test`, 'Bidtruth-pass-1');
    await setProxyBidding(admin, '1');
    const now = Date.now();
    ({ id: lotId } = await api(
      'seller/product/projectAction',
      {
        action: 'new',
        title,
        desc_proc: '<p>Clean octahedra.</p>',
        auctiontype: 'standard',
        auction: 1,
        buynow: 0,
        pricing: 'per_carat',
        weight: '4.20',
        total_stones: 3,
        qty: 1,
        sprice: 500,
        deposit: 0,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 24 * 3_600_000),
      },
      admin,
    ));
    await until(
      () => lotCard(ana.token, lotId),
      (c) => c?.market_status === 'open',
    );
    page = await newPage(browser);
    await login(page, ben.email, ben.password);
  });
  afterAll(async () => {
    if (admin) await setProxyBidding(admin, '1');
    await browser?.close();
  });

  it('item 1: a lot opened under proxy bids, after the admin set fixed bids, says fixed and bids fixed', async () => {
    // Ana's maximum of $1,000/ct, under proxy bids: she leads at the start price.
    await api('bid/confirm', { id: lotId, wsprice: 1000, bidding_type: 'proxy' }, ana.token);
    await setProxyBidding(admin, '0');

    await page.goto(`/search?title=${encodeURIComponent(title)}&lot=${lotId}`);
    const card = page.locator(`[data-testid="lot-card"][data-lot-id="${lotId}"]`);
    expect(await card.getByTestId('bid-mode').textContent()).toBe('Fixed bids');
    const panel = page.getByTestId('bid-panel');
    await panel.getByText('Fixed bid: exactly the amount you enter.').waitFor();

    await panel.getByTestId('bid-amount').fill('1200');
    await panel.getByTestId('bid-submit').click();
    const mode = page.getByTestId('bid-confirm-mode');
    expect(await mode.textContent()).toBe('Fixed bid: exactly the amount you enter.');
    await page.getByTestId('bid-confirm').click();

    // Judged as shown: Ben's fixed $1,200/ct is the price (proxy would have made it $1,025/ct).
    const after = await until(
      () => lotCard(ben.token, lotId),
      (c) => (c?.bid_count ?? 0) >= 2,
    );
    expect(after).toMatchObject({ wprice: 1200, bidtopstatus: 'winner' });
    await panel.getByText('Winning').waitFor({ timeout: 15_000 });
  });

  it("item 4: a refused bid reaches the bidder's open page on the socket, not only the HTTP answer", async () => {
    // Another client of Ben's (not this page) bids below the next bid: only the push tells the page.
    await expect(
      api('bid/confirm', { id: lotId, wsprice: 600, bidding_type: 'hard' }, ben.token),
    ).rejects.toThrow(/bid\.(below-minimum|already-leading)/);
    await notice(page, /You are already the highest bidder|Min bid/).waitFor({ timeout: 15_000 });
  });

  it("item 2: a visitor's bid history hides every amount ('Login to see'), never $0.00/ct, in English and Arabic", async () => {
    const visitor = await newPage(browser);
    for (const [lang, hidden] of [
      ['en', 'Login to see'],
      ['ar', 'سجّل الدخول للعرض'],
    ] as const) {
      await visitor.goto(`/search?lot=${lotId}&lang=${lang}`);
      await visitor.getByTestId('open-history').click();
      const history = visitor.getByTestId('bid-history');
      await history.waitFor();
      const amounts = await history.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(amounts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(amounts)).toEqual(new Set([hidden]));
      expect(await history.textContent()).not.toContain('$0.00');
      await visitor.keyboard.press('Escape');
    }
    await visitor.context().close();
  });
});
