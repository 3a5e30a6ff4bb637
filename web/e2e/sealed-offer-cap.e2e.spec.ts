import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launch, login, newPage } from './browser';
import { invitedSeller } from './invited-seller';
import { lotCard, signUp, until, type Buyer } from './marketplace';
import { listAuction, listSealedParcel } from './seller-listings';

const tag = `SC${Date.now()}`;
const PASSWORD = 'sealed-cap-pass-1';

/**
 * Issue 30, CAP-5 as a buyer meets it: with a $1,000 spending cap on a tender event, an offer of
 * $1,100 placed on the lot's page is refused there, naming the cap; $900 is taken.
 */
describe('A spending cap on a sealed lot, in the browser', () => {
  let browser: Browser;
  let buyer: Buyer;
  let lotId: string;

  beforeAll(async () => {
    const sellerEmail = `${tag.toLowerCase()}@sellers.test`;
    await invitedSeller(sellerEmail, PASSWORD, 'Sipho');
    const seller = (await api('user/login', { email: sellerEmail, password: PASSWORD })).token;
    buyer = await signUp('Cleo', `${tag.toLowerCase()}@buyers.test`, 'sealed-cap-pass-2');
    const auctionId = await listAuction(seller, { title: `${tag} tender event` });
    lotId = await listSealedParcel(seller, auctionId, `${tag} rough parcel`, 10 * 60_000);
    await api('auction/setSpendingCap', { auction_id: auctionId, cap: 1000 }, buyer.token);
    await until(
      () => lotCard(buyer.token, lotId),
      (c) => c?.market_status === 'open',
    );
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses an offer past the cap on the lot page, naming the cap, and takes one within it', async () => {
    const page = await newPage(browser);
    await login(page, buyer.email, buyer.password);
    await page.goto(`/search?lot=${lotId}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('bid-amount').fill('1100');
    await panel.getByTestId('bid-submit').click();
    await page.getByTestId('bid-confirm').click();
    // The refusal is shown as the page's notice, and nothing was offered.
    await page
      .getByText(
        'This bid would take your winnings in this auction past your spending cap of $1,000.00',
      )
      .waitFor({ timeout: 15_000 });

    expect((await lotCard(buyer.token, lotId))?.my_offer).toBeNull();

    const within = await api(
      'bid/confirm',
      { id: lotId, wsprice: 900, bidding_type: 'sealed' },
      buyer.token,
    );
    expect(within.my_offer).toBe(900);
  });
});
