import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockMs } from '../src/testing/wall-clock';
import { ADMIN, api, BASE_URL, BUYER_PASSWORD, launch, login, newPage, shot } from './browser';
import { until } from './marketplace';

/**
 * The demo's closed lot 301 ($1,100/ct, no reserve, proxy bids, increment $25 from $1,000):
 * Buyer1 max $1,300 leads at $1,100 (P1); Buyer2 max $1,450 leads at $1,325 (P3); Buyer1's last
 * max $1,400 does not beat it, Buyer2 keeps the lead at $1,425 (P4) and wins at the close.
 */
const DEMO_CLOSED_LOT = '6.02 cts rough';
const DEMO_CLOSED_AUCTION = 'Dubai Melee and Rough Sale (closed)';
const BIDDER_EVENTS = ['ProxyBidPlaced', 'HardBidPlaced'];

/** The frame on screen is the one fetched for the scrubber's step (not the previous one kept). */
async function frameAt(page: Page, step: number) {
  await page.waitForSelector(
    `[data-testid="replay-frame"][data-step="${step}"][data-stale="false"]`,
  );
}

const stepOnScreen = async (page: Page) => {
  const text = (await page.getByTestId('replay-step').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? 0) - 1;
};

/** One press of a key on the focused slider, waiting until the scrubber has moved. */
async function press(page: Page, key: string) {
  const before = await stepOnScreen(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (b) =>
      !document
        .querySelector('[data-testid="replay-step"]')
        ?.textContent?.includes(`Event ${b + 1} `),
    before,
  );
}

/** Issue 18, "Done when": an admin replays a closed demo lot; a bidder asks why the price is what it is. */
describe('Replaying a closed lot', () => {
  let browser: Browser;
  let lotId = '';

  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the price and each bidder as they were just before the last bid, and why the price ended where it did', async () => {
    const admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/lots/closed');
    await admin.getByTestId('admin-lots-search').fill(DEMO_CLOSED_LOT);
    // Once the search has narrowed the list, the demo lot's row is the only one.
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid^="lot-replay-"]').length === 1,
    );
    const replay = admin
      .locator('tr', { hasText: DEMO_CLOSED_LOT })
      .locator('[data-testid^="lot-replay-"]');
    lotId = ((await replay.getAttribute('data-testid')) ?? '').replace('lot-replay-', '');
    // The sale's invoice is raised by the close's follower as the marketplace starts.
    const token = (await api('user/login', ADMIN)).token;
    await until(
      () => api('admin/replay/timeline', { lot_id: lotId }, token),
      (t) => t.steps.at(-1)?.type.startsWith('Invoice') ?? false,
    );
    await replay.click();
    await admin.waitForURL((url) => url.pathname === `/admin/replay/lot/${lotId}`);

    // The replay opens at the end of the lot's life: past the close, the invoice of its sale.
    await admin.getByTestId('replay-step').waitFor();
    await frameAt(admin, await stepOnScreen(admin));
    expect(await admin.getByTestId('replay-event-type').textContent()).toMatch(/^Invoice/);
    const invoiceStep = admin.locator('[data-testid="price-explanation"]').last();
    expect(await invoiceStep.getAttribute('data-rule')).toMatch(/^invoice-/);
    expect(await invoiceStep.getByTestId('explanation-text').textContent()).toMatch(
      /invoice #\d+/i,
    );
    expect(await admin.getByTestId('public-price').textContent()).toBe('$1,425.00/ct');
    // Scrub back with the keyboard to the last bid.
    const slider = admin.getByRole('slider');
    await slider.focus();
    for (let guard = 0; guard < 50; guard++) {
      const type = await admin.getByTestId('replay-event-type').textContent();
      if (BIDDER_EVENTS.includes(type ?? '')) break;
      await press(admin, 'ArrowLeft');
    }
    const lastBid = await stepOnScreen(admin);
    await press(admin, 'ArrowLeft');
    await frameAt(admin, lastBid - 1);
    expect(new URL(admin.url()).searchParams.get('step')).toBe(String(lastBid - 1));
    await shot(admin, 'replay-before-last-bid');

    expect(await admin.getByTestId('public-price').textContent()).toBe('$1,325.00/ct');
    const bidders = admin.getByTestId('replay-bidders');
    const label = (name: string) =>
      bidders
        .getByTestId('replay-bidder')
        .filter({ hasText: name })
        .getByTestId('bidder-label')
        .textContent();
    expect(await label('Buyer2')).toBe('Winning');
    expect(await label('Buyer1')).toBe('Outbid');
    expect(await admin.getByTestId('instant-utc').textContent()).toMatch(
      /^\d\d-\d\d-\d{4} \d{1,2}:\d\d:\d\d [ap]m$/,
    );

    // What Buyer1 saw then, and a shared link that opens the same instant with Buyer1 picked.
    await admin.getByTestId('replay-bidder-pick').click();
    await admin.getByRole('option', { name: /Buyer1/ }).click();
    const seen = admin.getByTestId('replay-bidder-view');
    await seen.waitFor();
    expect(await seen.getByTestId('bidder-view-maximum').textContent()).toContain('$1,300.00');
    const link = admin.url();
    expect(new URL(link).searchParams.get('bidder')).toBeTruthy();
    const again = await newPage(browser);
    await login(again, ADMIN.email, ADMIN.password);
    await again.goto(link);
    await frameAt(again, lastBid - 1);
    expect(await again.getByTestId('public-price').textContent()).toBe('$1,325.00/ct');
    await again.getByTestId('replay-bidder-view').getByText('Buyer1', { exact: false }).waitFor();
    await again.context().close();

    // Why the final price is what it is: Buyer1's last maximum lost to Buyer2's (P4).
    await admin.getByRole('slider').focus();
    await press(admin, 'End');
    await frameAt(admin, await stepOnScreen(admin));
    const p4 = admin.locator('[data-testid="price-explanation"][data-rule="P4"]').last();
    const why = (await p4.getByTestId('explanation-text').textContent()) ?? '';
    expect(why).toMatch(
      /Buyer1 Demo bid a maximum \(\$1,400\.00(\/ct)?\), not above the maximum \(\$1,450\.00(\/ct)?\) that Buyer2 Demo led with/,
    );
    expect(why).toContain('$1,425.00');
    expect(await admin.getByTestId('public-price').textContent()).toBe('$1,425.00/ct');
    await shot(admin, 'replay-at-close');
    await admin.context().close();
  }, 120_000);

  it("shows the instant in the admin's own zone and in UTC: Dubai's clock 4 hours ahead", async () => {
    expect(lotId).not.toBe('');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: BASE_URL,
      timezoneId: 'Asia/Dubai',
    });
    const admin = await context.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/replay/lot/${lotId}?step=0`);
    await frameAt(admin, 0);
    const local = (await admin.getByTestId('instant-local').textContent()) ?? '';
    const utc = (await admin.getByTestId('instant-utc').textContent()) ?? '';
    expect(await admin.getByText(/Asia\/Dubai/).count()).toBeGreaterThan(0);
    expect(local).not.toBe(utc);
    expect(wallClockMs(local) - wallClockMs(utc)).toBe(4 * 3_600_000);
    await context.close();
  }, 90_000);

  it("replays the closed demo auction: each lot's public view at the instant, a link to the lot's replay", async () => {
    expect(lotId).not.toBe('');
    const admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/seller/auctions/closed');
    await admin
      .locator('tr', { hasText: DEMO_CLOSED_AUCTION })
      .locator('[data-testid^="auction-replay-"]')
      .click();
    await admin.waitForURL((url) => url.pathname.startsWith('/admin/replay/auction/'));
    await admin.getByTestId('replay-step').waitFor();
    await frameAt(admin, await stepOnScreen(admin));
    const row = admin.locator(`[data-testid="replay-lot"][data-lot-id="${lotId}"]`);
    expect(await row.textContent()).toContain('$1,425.00');
    expect(await admin.getByTestId('replay-lot').count()).toBe(3);
    await shot(admin, 'replay-auction');
    await row.getByTestId(`replay-lot-${lotId}`).click();
    // The lot's replay opens at the same instant: its close.
    await admin.waitForURL((url) => url.pathname === `/admin/replay/lot/${lotId}`);
    const step = Number(new URL(admin.url()).searchParams.get('step'));
    await frameAt(admin, step);
    expect(await admin.getByTestId('public-price').textContent()).toBe('$1,425.00/ct');
    expect(await admin.getByTestId('public-market').textContent()).toBe('Sold');
    await admin.context().close();
  }, 90_000);

  it('tells a losing bidder on My Bids why the price is what it is, naming no other bidder', async () => {
    expect(lotId).not.toBe('');
    const buyer = await newPage(browser);
    await login(buyer, 'buyer1@facet.test', BUYER_PASSWORD);
    await buyer.goto('/auctions/lost');
    await buyer.getByTestId(`why-price-${lotId}`).click();
    const modal = buyer.getByTestId('why-price');
    await modal.getByTestId('price-explanation').first().waitFor();
    await shot(buyer, 'why-this-price');
    const text = (await modal.textContent()) ?? '';
    expect(text).toContain('Lost');
    expect(text).toContain('$1,425.00');
    expect(text).toContain('another bidder');
    expect(text).not.toContain('Buyer2');
    // The winner's maximum is theirs alone.
    expect(text).not.toContain('$1,450.00');
    await buyer.context().close();
  }, 90_000);
});
