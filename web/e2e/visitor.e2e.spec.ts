import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, newPage } from './browser';

describe.skipIf(!BASE_URL)('A visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('browses lots without seeing a single price and is asked to log in to bid', async () => {
    const page = await newPage(browser);
    await page.goto('/search');
    await page.getByTestId('lot-card').first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\$\s?\d/);
    expect(await page.getByTestId('lot-price').count()).toBe(0);
    expect(await page.getByText('Login to bid').count()).toBeGreaterThan(0);
    await page.getByTestId('lot-card').first().locator('p').nth(1).click();
    await page.getByTestId('lot-detail').waitFor();
    expect(await page.getByTestId('lot-detail').innerText()).not.toMatch(/\$\s?\d/);
    await page.getByTestId('login-to-bid').waitFor();
    expect(await page.getByTestId('bid-form').count()).toBe(0);
  });

  it("titles pages '{title} | Facet' and shows the not-found page for unknown routes", async () => {
    const page = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByText('404').waitFor();
    expect(await page.title()).toBe('Page not found | Facet');
  });

  it('is sent home from a guarded route', async () => {
    const page = await newPage(browser);
    await page.goto('/auctions/all');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
