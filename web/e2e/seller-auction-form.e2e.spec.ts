import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from './browser';
import { demoSellerToken, signedInBrowser } from './signed-in';
import {
  createTemplate,
  listLot,
  saveNewAuction,
  startAuctionFromTemplate,
  templateRows,
} from './seller-listings';

const tag = `E2E${Date.now()}`;

/** Issue 17, part A: a seller starts an auction from their own template. */
describe('The seller auction form and templates', () => {
  let browser: Browser;
  let page: Page;
  let auctionId = '';
  let lotId = '';

  beforeAll(async () => {
    // A lot of the seller's in no auction yet: the form offers it to attach.
    const token = await demoSellerToken();
    lotId = await listLot(token, { title: `${tag} loose rough`, sprice: 300 });
    ({ browser, page } = await signedInBrowser(DEMO_SELLER));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a template at /seller/templates', async () => {
    await createTemplate(page, `${tag} template`);
    const row = templateRows(page, tag);
    await row.waitFor();
    expect(await row.textContent()).toContain('48 hours');
  });

  it("opens the auction form pre-filled by 'Create auction from template'", async () => {
    await startAuctionFromTemplate(page, tag, `${tag} template`);
    expect(await page.getByTestId('auction-date_added').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:00$/,
    );
    await page.getByTestId('auction-title').fill(`${tag} auction`);
  });

  it('saves it as a new auction and goes on editing it, lots and countdown shown', async () => {
    auctionId = await saveNewAuction(page);
    await page.getByTestId('auction-form-lots').waitFor();
    expect(await page.getByTestId('countdown').textContent()).toMatch(
      /^Starts In : \d+D: \d{2}H: \d{2}M: \d{2}S$/,
    );
  });

  it('attaches a lot of the seller through the form (addtoAuction)', async () => {
    const free = page.getByTestId('auction-form-lots-free');
    await page.getByTestId('auction-form-lots-free-search').fill(tag);
    const row = free.locator(`tr[data-row="${lotId}"]`);
    await row.waitFor();
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('add-to-auction').click();
    await page
      .getByTestId('auction-form-lots-in')
      .locator(`tr[data-row="${lotId}"]`)
      .waitFor({ timeout: 15_000 });
    expect(await free.locator(`tr[data-row="${lotId}"]`).count()).toBe(0);
  });

  it('lists the auction in the seller auctions list, with an Edit link', async () => {
    await page.goto('/seller/auctions/all');
    const edit = page.getByTestId(`auction-edit-${auctionId}`);
    await page.getByTestId('seller-auctions-search').fill(tag);
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toBe(`/post_project/auction_detail/${auctionId}`);
  });

  it('shows the auction on the public /auction page', async () => {
    await page.goto(`/auction?title=${encodeURIComponent(tag)}`);
    const card = page.getByTestId('auction-card').filter({ hasText: `${tag} auction` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.count()).toBe(1);
  });
});
