import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketplaceProcess, startMarketplace } from '../../scripts/marketplace-process.mjs';
import { ADMIN, api, launch, login, newPage } from './browser';
import { type Buyer, iso, signUp, until } from './marketplace';

const PASSWORD = 'timed-bid-e2e-pass';

/**
 * Issue 26: a buyer sets a timed bid for the lot's last minute in the lot panel; the api is killed
 * (SIGKILL) and started again on the same data folder before that minute; the server places the
 * bid once, at its time, and the lot's bid history shows it. This file starts a marketplace of its
 * own so that restarting it touches no other suite.
 */
describe('A timed bid set for the last minute survives a restart of the api', () => {
  let market: MarketplaceProcess;
  let browser: Browser;
  let page: Page;
  let buyer: Buyer;
  let lotId = '';
  let closesAt = 0;

  beforeAll(async () => {
    market = await startMarketplace();
    const base = market.baseUrl;
    const admin = (await api('user/login', ADMIN, undefined, base)).token;
    buyer = await signUp('Tia', `timed-${Date.now()}@facet.test`, PASSWORD, base);
    closesAt = Date.now() + 120_000;
    const lot = await api(
      'seller/product/projectAction',
      {
        action: 'new',
        title: 'Timed rough 4.10 cts',
        pricing: 'per_carat',
        weight: '4.10',
        total_stones: 1,
        sprice: 100,
        date_added: iso(Date.now() - 1_000),
        date_closed: iso(closesAt),
      },
      admin,
      base,
    );
    lotId = lot.id;
    await until(
      () => api('product/search', { filters: { id: lotId } }, buyer.token, base),
      (r) => r.records[0]?.market_status === 'open',
    );
    browser = await launch();
    page = await newPage(browser, 1280, 900, base);
    await login(page, buyer.email, PASSWORD);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    market?.stop();
  });

  it('is placed once, at its time, by the server, and shows in the bid history', async () => {
    const base = market.baseUrl;
    await page.goto(`/search?lot=${lotId}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('timed-bid-open').click();
    // The time offered is the lot's last minute.
    const shown = await panel.getByTestId('timed-bid-time').inputValue();
    expect(Math.abs(new Date(shown).getTime() - (closesAt - 60_000))).toBeLessThan(1_000);
    await panel.getByTestId('timed-bid-amount').fill('150.00');
    await panel.getByTestId('timed-bid-submit').click();
    await panel.locator('[data-testid="my-timed-bid"][data-status="pending"]').waitFor();
    const [timed] = (await api('product/ttwbidhistory', { id: lotId }, buyer.token, base)).records;
    expect(timed?.status).toBe('pending');
    const fireAt = Date.parse(timed?.bid_time ?? '');
    expect(fireAt).toBeGreaterThan(Date.now());

    // A power cut before the bid's time; the api comes back on the same data.
    await market.restart('SIGKILL');
    expect(Date.now()).toBeLessThan(fireAt);

    const placed = await until(
      () => api('product/ttwbidhistory', { id: lotId }, buyer.token, base),
      (r) => r.records[0]?.status === 'placed',
      150_000,
    );
    expect(placed.records[0]?.bid_id).toBe(`ttw-${timed?.id}`);
    const history = await api('product/bidhistory', { id: lotId }, buyer.token, base);
    // Exactly one bid: the server's, in the buyer's name, at (not before) the time chosen.
    expect(history.records).toHaveLength(1);
    expect(history.records[0]?.user_id).toBe(buyer.id);
    const at = Date.parse(history.records[0]?.created_at ?? '');
    expect(at).toBeGreaterThanOrEqual(fireAt);
    expect(at - fireAt).toBeLessThan(5_000);

    // What the buyer sees: the timed bid placed, and the bid in the lot's history.
    await page.goto(`/search?lot=${lotId}`);
    await page.locator('[data-testid="my-timed-bid"][data-status="placed"]').waitFor();
    await page.getByTestId('open-history').click();
    const rows = page.getByTestId('bid-history').getByTestId('bid-number');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
  }, 240_000);
});
