import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage, placeBid } from './browser';
import { iso, signUp, until, type Buyer } from './marketplace';

const MINUTE = 60_000;

/**
 * Issue 26: a buyer watches an auction, follows its seller from the watchlist with rating 5 and
 * sees the followers list refreshed; a reverse lot's bidder sees their own rank.
 */
describe('Watchlist, following and reverse ranks in the browser', () => {
  let browser: Browser;
  let page: Page;
  let admin: string;
  let buyer: Buyer;
  let rival: Buyer;
  let auctionId: string;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    admin = (await api('user/login', ADMIN)).token;
    buyer = await signUp('Wren', `wren-${stamp}@watch.test`, 'wren-pass-1234');
    rival = await signUp('Rory', `rory-${stamp}@watch.test`, 'rory-pass-1234');
    const now = Date.now();
    auctionId = (
      await api(
        'seller/auction/auctionAction',
        {
          action: 'new',
          title: `Watched run ${stamp}`,
          description: 'Rough to watch',
          date_added: iso(now - MINUTE),
          date_closed: iso(now + 60 * MINUTE),
        },
        admin,
      )
    ).id;
    await login(page, buyer.email, buyer.password);
  });
  afterAll(async () => browser?.close());

  it('watches the auction from its page', async () => {
    await page.goto(`/liveAuction/${auctionId}`);
    const toggle = page.getByTestId('auction-watch-toggle');
    await toggle.waitFor();
    await toggle.click();
    await page.waitForSelector('[data-testid="auction-watch-toggle"][aria-pressed="true"]');
    const listed = await api(
      'auction/auctionWatchList',
      { type: 'auctions', limit: 12, page: 1 },
      buyer.token,
    );
    expect(listed.records.map((r) => r.id)).toEqual([auctionId]);
  });

  it('follows the seller from the watchlist with rating 5 and sees the followers list refreshed', async () => {
    await page.goto('/watchlist/auctions');
    const row = page.getByTestId('watched-auction').filter({ hasText: `Watched run ${stamp}` });
    await row.waitFor();
    await page.getByTestId('followed-sellers').getByText('You follow no seller yet.').waitFor();
    await row.getByTestId('follow-seller').click();
    await page.getByTestId('followed-seller').first().waitFor({ timeout: 5_000 });
    await row.getByText('Unfollow seller').waitFor();
    const followers = await api('user/getFollowers', {}, buyer.token);
    expect(followers.records.map((f) => f.rating)).toEqual([5]);
  });

  it('shows a reverse-lot bidder their rank, and the new rank when a rival bids lower', async () => {
    const now = Date.now();
    const lot = await api(
      'seller/product/projectAction',
      {
        action: 'new',
        title: `Reverse parcel ${stamp}`,
        desc_proc: '<p>rough</p>',
        auctiontype: 'reverse',
        auction: 1,
        buynow: 0,
        pricing: 'per_item',
        weight: '1.00',
        total_stones: 1,
        qty: 1,
        sprice: 300,
        deposit: 0,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 30 * MINUTE),
      },
      admin,
    );
    await until(
      () => api('product/search', { filters: { id: lot.id } }, buyer.token),
      (r) => r.records[0]?.market_status === 'open',
    );
    await page.goto(`/search?lot=${lot.id}`);
    await page.getByTestId('bid-panel').getByTestId('bid-form').waitFor();
    await placeBid(page, 280);
    const rank = page.getByTestId('bid-panel').getByTestId('reverse-rank');
    await rank.getByText('Your rank: 1', { exact: false }).waitFor({ timeout: 15_000 });
    await api('bid/confirm', { id: lot.id, wsprice: 250, bidding_type: 'reverse' }, rival.token);
    await rank.getByText('Your rank: 2', { exact: false }).waitFor({ timeout: 15_000 });
  });
});
