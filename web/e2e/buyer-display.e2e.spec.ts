import type { Browser } from 'playwright-core';
import type { LotSearchRecord } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  BASE_URL,
  launch,
  liveForTenMinutes,
  login,
  newPage,
  openStandardLots,
  shot,
} from './browser';
import { demoBuyerToken } from './signed-in';

type PricedLot = Pick<
  LotSearchRecord,
  | 'id'
  | 'title'
  | 'market_status'
  | 'pricing'
  | 'weight'
  | 'next_bid'
  | 'date_added'
  | 'date_closed'
>;

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** A live standard rough lot, priced per carat, not about to end. */
async function livePerCaratLot(token: string): Promise<PricedLot & { next_bid: number }> {
  const lot = (await openStandardLots(token)).find(
    (l): l is LotSearchRecord & { next_bid: number } =>
      l.next_bid !== null && l.pricing === 'per_carat' && l.weight > 1 && liveForTenMinutes(l),
  );
  if (!lot) throw new Error('no live per-carat lot in the demo marketplace');
  return lot;
}

describe('What a buyer sees of prices, closed lots and languages', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await demoBuyerToken('buyer3@facet.test');
  });
  afterAll(async () => browser?.close());

  it('greets a first visit from a Spanish browser in Spanish', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('header').innerText()).toContain('Subastas');
  });

  it('greets a first visit from an Arabic browser in Arabic, right to left', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });

  it('reads a static page in Arabic', async () => {
    const page = await newPage(browser);
    await page.goto('/about?lng=ar');
    await page.getByRole('heading', { name: 'عن Facet', level: 2 }).waitFor();
  });

  it('shows a visitor a closed lot as closed, with no bid prompt', async () => {
    const { records } = await api('product/search', {
      limit: 100,
      page: 1,
      filters: { market_status: 'sold' },
    });
    const closed = records.find((l) => l.market_status !== 'open');
    if (!closed) throw new Error('no closed lot in the demo marketplace');
    const page = await newPage(browser);
    await page.goto(`/search?lot=${closed.id}`);
    await page.getByTestId('lot-detail').waitFor();
    await page.getByTestId('bid-panel').getByText('Auction Closed').waitFor();
    expect(await page.getByTestId('login-to-bid').count()).toBe(0);
    expect(await page.getByTestId('bid-panel').innerText()).not.toContain('Login to bid');
  });

  it("confirms a per-carat bid with '/ct' and the lot's total", async () => {
    const lot = await livePerCaratLot(token);
    const page = await newPage(browser);
    await login(page, 'buyer3@facet.test');
    await page.goto(`/search?lot=${lot.id}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('bid-form').waitFor();
    expect(await panel.getByTestId('lot-price').innerText()).toContain('/ct');
    expect(await panel.getByTestId('lot-total').innerText()).toContain('Total for');
    const cents = Math.round(lot.next_bid * 100);
    const points = Math.round(lot.weight * 100);
    await panel.getByTestId('bid-amount').fill((cents / 100).toFixed(2));
    await panel.getByTestId('bid-submit').click();
    const text = await page.getByTestId('bid-confirm-text').innerText();
    expect(text).toContain(`Place a bid of ${money(cents)}/ct on`);
    const total = await page.getByTestId('bid-confirm-total').innerText();
    expect(total).toContain(money(Math.floor((cents * points * 2 + 100) / 200)));
    await shot(page, 'per-carat-confirm', { fullPage: false });
  });

  it('shows an Arabic buyer the lot in Arabic: counts, units, and the Latin title whole', async () => {
    const lot = await livePerCaratLot(token);
    const page = await newPage(browser);
    await login(page, 'buyer3@facet.test');
    await page.goto(`/search?lot=${lot.id}&lng=ar`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('bid-form').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const price = await panel.getByTestId('lot-price').innerText();
    expect(price).toContain('/ct');
    expect(price).not.toMatch(/puja/);
    // The drawer's title names the lot, once (issue 27 item 15).
    expect(await page.locator('.mantine-Drawer-title bdi').innerText()).toBe(lot.title);
    await shot(page, 'arabic-lot', { fullPage: false });
    await panel.getByTestId('bid-amount').fill(lot.next_bid.toFixed(2));
    await panel.getByTestId('bid-submit').click();
    await page.getByTestId('bid-confirm-total').waitFor();
    expect(await page.getByTestId('bid-confirm-text').locator('bdi').nth(1).innerText()).toBe(
      lot.title,
    );
    await shot(page, 'arabic-confirm', { fullPage: false });
  });
});
