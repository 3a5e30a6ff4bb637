import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, BASE_URL, DEMO_SELLER, login, newPage, readDownload } from './browser';
import { demoSellerToken, signedInBrowser } from './signed-in';
import { listAuction, listLot } from './seller-listings';

const tag = `E2E${Date.now()}`;

/** Issue 17: the demo seller works on their lots; a buyer is kept out of the seller area. */
describe('The seller area', () => {
  let browser: Browser;
  let page: Page;
  const lot: Record<'alpha' | 'beta', string> = { alpha: '', beta: '' };

  const rows = () => page.getByTestId('seller-lots').locator('tbody tr');
  const titles = async () =>
    (await rows().locator('td:nth-child(3)').allTextContents()).map((s) => s.trim());
  const search = async (text: string) => {
    await page.getByTestId('seller-lots-search').fill(text);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="seller-lots"] tbody tr').length === 2,
    );
  };

  beforeAll(async () => {
    const token = await demoSellerToken();
    const auctionid = await listAuction(token, { title: `${tag} sale` });
    lot.alpha = await listLot(token, { auctionid, title: `${tag} Alpha rough`, sprice: 700 });
    lot.beta = await listLot(token, { auctionid, title: `${tag} Beta rough`, sprice: 400 });
    ({ browser, page } = await signedInBrowser(DEMO_SELLER));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seller’s lots at /seller/lots/all', async () => {
    await page.goto('/seller/lots/all');
    await rows().first().waitFor();
    expect(await page.getByTestId('showing').textContent()).toMatch(/^Showing \d+ of \d+$/);
    expect(await page.getByTestId('active-lots').textContent()).toMatch(/^Active lots: \d+$/);
  });

  it('filters by a piece of the title', async () => {
    await search(tag.toLowerCase());
    expect(await titles()).toEqual(expect.arrayContaining([`${tag} Alpha rough`]));
    expect(await page.getByTestId('showing').textContent()).toBe('Showing 2 of 2');
  });

  it('sorts by title, then the other way round', async () => {
    await page.getByTestId('sort-title').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="sort-title"]')?.getAttribute('data-sort') === 'asc',
    );
    await page.waitForFunction((first) => {
      const cell = document.querySelector('[data-testid="seller-lots"] tbody tr td:nth-child(3)');
      return cell?.textContent?.trim() === first;
    }, `${tag} Alpha rough`);
    await page.getByTestId('sort-title').click();
    await page.waitForFunction((first) => {
      const cell = document.querySelector('[data-testid="seller-lots"] tbody tr td:nth-child(3)');
      return cell?.textContent?.trim() === first;
    }, `${tag} Beta rough`);
    expect(await titles()).toEqual([`${tag} Beta rough`, `${tag} Alpha rough`]);
  });

  it('exports the rows shown as a CSV file', async () => {
    const file = await readDownload(page, () => page.getByTestId('seller-lots-csv').click());
    expect(file.name).toBe('lots-all.csv');
    const csv = file.text;
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(`${tag} Beta rough`);
    // Dates and prices as the screen writes them, not ISO instants and bare numbers.
    expect(csv).toMatch(/,\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} [ap]m(,|\r\n)/);
    expect(csv).toMatch(/"?\$[\d,]+\.\d{2}(\/ct)?"?,/);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('deactivates a lot, which then shows under the Inactive tab', async () => {
    await page.getByTestId(`lot-actions-${lot.alpha}`).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const row = page.locator(`[data-testid="seller-lots"] tr[data-row="${lot.alpha}"]`);
    await row.getByTestId('listing-status').getByText('Inactive').waitFor();
    await page.locator('.mantine-SegmentedControl-root').getByText('Inactive').click();
    await page.waitForURL((url) => url.pathname === '/seller/lots/inactive');
    await page.getByTestId('seller-lots-search').fill(tag);
    await page
      .locator(`[data-testid="seller-lots"] tr[data-row="${lot.alpha}"]`)
      .waitFor({ timeout: 10_000 });
    // Other specs' inactive lots show until the search has narrowed the list.
    await expect.poll(titles).toEqual([`${tag} Alpha rough`]);
  });

  it("shows a buyer 'Not allowed' at /seller/lots/all; the server refuses the call (403)", async () => {
    const buyerPage = await newPage(browser);
    await login(buyerPage, 'buyer1@facet.test');
    await buyerPage.goto('/seller/lots/all');
    await buyerPage.getByTestId('not-allowed').getByText('Not allowed').waitFor();
    expect(await buyerPage.getByTestId('seller-lots').count()).toBe(0);
    const token = (
      await api('user/login', {
        email: 'buyer1@facet.test',
        password: 'buyer-demo-pass',
      })
    ).token;
    const res = await fetch(`${BASE_URL}/api/seller/product/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
    await buyerPage.context().close();
  });
});
