import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_SELLER, launch, login, newPage } from './browser';
import { iso } from './marketplace';
import { listAuction, listLot } from './seller-listings';
import { invitedSeller } from './invited-seller';

const tag = `FO${Date.now()}`;
const PASSWORD = 'rival-seller-pass-1';

describe("The seller's forms on another seller's objects", () => {
  let browser: Browser;
  let rival: Page;
  const titles = { auction: `${tag} owner sale`, lot: `${tag} owner rough` };
  const ids = { auction: '', lot: '' };

  beforeAll(async () => {
    const token = (await api('user/login', DEMO_SELLER)).token;
    const now = Date.now();
    const window = { date_added: iso(now - 3_600_000), date_closed: iso(now + 72 * 3_600_000) };
    ids.auction = await listAuction(token, { title: titles.auction, ...window });
    ids.lot = await listLot(token, {
      auctionid: ids.auction,
      title: titles.lot,
      desc_proc: '<p>rough</p>',
      pricing: 'per_item',
      ...window,
    });
    const email = `rival-${tag}@sellers.test`.toLowerCase();
    await invitedSeller(email, PASSWORD, 'Rival');
    browser = await launch();
    rival = await newPage(browser);
    await login(rival, email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the form at `path` as the rival: the form's 'not found' message, and no form. */
  async function refused(path: string, form: 'lot' | 'auction', message: string) {
    await rival.goto(path);
    const shown = rival.getByTestId(`${form}-not-found`);
    await shown.waitFor({ timeout: 15_000 });
    expect(await shown.textContent()).toBe(message);
    expect(await rival.getByTestId(`${form}-form`).count()).toBe(0);
  }

  it("shows 'Lot not found' at /post_project/create_lot/<A's lot>, and nothing of the lot", async () => {
    await refused(`/post_project/create_lot/${ids.lot}`, 'lot', 'Lot not found');
    expect(await rival.locator('body').textContent()).not.toContain(titles.lot);
    expect(new URL(rival.url()).pathname).toBe(`/post_project/create_lot/${ids.lot}`);
  });

  it("shows 'Auction not found' at /post_project/auction_detail/<A's auction>, and nothing of it", async () => {
    await refused(`/post_project/auction_detail/${ids.auction}`, 'auction', 'Auction not found');
    const text = (await rival.locator('body').textContent()) ?? '';
    expect(text).not.toContain(titles.auction);
    expect(text).not.toContain(titles.lot);
  });

  it('opens the same two forms filled for seller A, so the refusal is about the owner', async () => {
    const owner = await newPage(browser);
    await login(owner, DEMO_SELLER.email, DEMO_SELLER.password);
    await owner.goto(`/post_project/create_lot/${ids.lot}`);
    await owner.getByTestId('lot-form').waitFor({ timeout: 15_000 });
    expect(await owner.getByTestId('lot-title').inputValue()).toBe(titles.lot);
    await owner.goto(`/post_project/auction_detail/${ids.auction}`);
    await owner.getByTestId('auction-form').waitFor({ timeout: 15_000 });
    expect(await owner.getByTestId('auction-title').inputValue()).toBe(titles.auction);
    await owner.context().close();
  });
});
