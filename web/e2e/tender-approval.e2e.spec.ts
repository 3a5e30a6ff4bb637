import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launch, login, newPage } from './browser';
import { invitedSeller } from './invited-seller';
import { lotCard, signUp, until, type Buyer } from './marketplace';
import { listAuction, listSealedParcel } from './seller-listings';

const tag = `TA${Date.now()}`;
const PASSWORD = 'approval-pass-1';

/**
 * Issue 30, the seller's approval window (APPR-1, APPR-2) as a buyer and a seller see it: the
 * best tender of a tender event with a window awaits the seller at the close; the seller accepts
 * it on /seller/offers and the buyer sees Won.
 */
describe("The seller's approval window in the browser", () => {
  let browser: Browser;
  let sellerEmail: string;
  let buyer: Buyer;
  let lotId: string;

  const badge = (page: Page, text: string) =>
    page.getByTestId('bid-panel').getByTestId('status-badge').filter({ hasText: text }).first();

  beforeAll(async () => {
    sellerEmail = `${tag.toLowerCase()}@sellers.test`;
    await invitedSeller(sellerEmail, PASSWORD, 'Thabo');
    const seller = (await api('user/login', { email: sellerEmail, password: PASSWORD })).token;
    buyer = await signUp('Bea', `${tag.toLowerCase()}@buyers.test`, 'approval-pass-2');
    const auctionId = await listAuction(seller, {
      title: `${tag} tender event`,
      approval_window_minutes: 60,
    });
    lotId = await listSealedParcel(seller, auctionId, `${tag} rough parcel`, 15_000);
    await until(
      () => lotCard(buyer.token, lotId),
      (c) => c?.market_status === 'open',
    );
    await api('bid/confirm', { id: lotId, wsprice: 150, bidding_type: 'sealed' }, buyer.token);
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer sees Awaiting seller approval, the seller accepts on /seller/offers, the buyer sees Won', async () => {
    await until(
      () => lotCard(buyer.token, lotId),
      (c) => c?.bidtopstatus === 'awaiting_approval',
    );
    const b = await newPage(browser);
    await login(b, buyer.email, buyer.password);
    await b.goto(`/search?lot=${lotId}`);
    await badge(b, 'Awaiting seller approval').waitFor();

    const s = await newPage(browser);
    await login(s, sellerEmail, PASSWORD);
    await s.goto('/seller/offers');
    await s.getByTestId(`offer-approve-${lotId}`).click();
    expect(await s.getByTestId('confirm-body').textContent()).toBe(
      `Sell ${tag} rough parcel to Bea Buyer for $150.00? The other offers on it lose.`,
    );
    await s.getByTestId('confirm-ok').click();

    await until(
      () => lotCard(buyer.token, lotId),
      (c) => c?.bidtopstatus === 'won',
    );
    await b.reload();
    await badge(b, 'Won').waitFor();
  }, 120_000);
});
