import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, DEMO_SELLER, launch, login, newPage, shot } from './browser';
import {
  creditWallet,
  lotCard,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
  until,
} from './marketplace';
import { demoSellerToken, signedInBrowser } from './signed-in';
import { listAuction, listLot } from './seller-listings';

const PASSWORD = 'make-offer-e2e-pass-123';
const tag = `OFFER${Date.now()}`;

/**
 * Issue 26, make-offer: a buyer offers on a buy-now item, the seller counters, the buyer accepts;
 * the item is in the cart, held, at the countered price, and checks out to an invoice at it.
 */
describe('Make an offer on a buy-now item, as a buyer and its seller', () => {
  let buyerBrowser: Browser;
  let sellerBrowser: Browser;
  let buyer: Page;
  let seller: Page;
  let lotId = '';
  let buyerToken = '';

  beforeAll(async () => {
    const sellerToken = await demoSellerToken();
    const email = `offer-${Date.now()}@facet.test`;
    const ada = await signUp('Ada', email, PASSWORD);
    buyerToken = ada.token;
    const admin = (await api('user/login', ADMIN)).token;
    await creditWallet(admin, ada.id, 2000, 'Bank transfer 7731');
    await saveProfileAddress(ada.token);
    const auctionid = await listAuction(sellerToken, { title: `${tag} sale` });
    // 3 units at $500 each, and the seller takes offers.
    lotId = await listLot(sellerToken, {
      auctionid,
      title: `${tag} Rough parcel`,
      pricing: 'per_item',
      buynow: 1,
      bprice: 500,
      qty: 3,
      accept_offers: 1,
    });
    await until(
      () => lotCard(buyerToken, lotId),
      (c) => c?.market_status === 'open',
    );
    buyerBrowser = await launch();
    buyer = await newPage(buyerBrowser);
    await login(buyer, email, PASSWORD);
    ({ browser: sellerBrowser, page: seller } = await signedInBrowser(DEMO_SELLER));
  }, 90_000);
  afterAll(async () => {
    await buyerBrowser?.close();
    await sellerBrowser?.close();
  });

  it('offers, is countered, accepts, and checks out at the countered price', async () => {
    // The buyer offers $400 for one unit from the item's panel.
    await buyer.goto(`/search?lot=${lotId}`);
    const panel = buyer.getByTestId('bid-panel');
    await panel.getByTestId('make-offer').click();
    await panel.getByTestId('offer-amount').fill('400');
    await panel.getByTestId('send-offer').click();
    await panel.getByTestId('offer-sent').waitFor();
    const offers = await until(
      () => api('makeoffer/search', {}, buyerToken),
      (r) => r.records.some((o) => o.lot_id === lotId),
    );
    const offerId = offers.records.find((o) => o.lot_id === lotId)!.id;

    // The seller counters at $450 from the back office.
    await seller.goto('/seller/make-offers');
    await seller.getByTestId(`counter-offer-${offerId}`).click();
    await seller.getByTestId('counter-amount').fill('450');
    await seller.getByTestId('send-counter').click();
    await seller
      .getByTestId(`make-offer-${offerId}`)
      .getByTestId('make-offer-status')
      .getByText('Countered')
      .waitFor();
    await shot(seller, 'make-offer-seller-countered');

    // The buyer sees the counter in their offers and accepts it.
    await buyer.goto('/make-offers');
    const row = buyer.getByTestId(`make-offer-${offerId}`);
    await row.getByTestId('offer-counter').getByText('$450.00').waitFor();
    await row.getByTestId(`accept-counter-${offerId}`).click();
    await row.getByTestId('make-offer-status').getByText('Accepted').waitFor();

    // In the cart at $450, held; checked out with the wallet to an invoice at $450.
    await buyer.goto('/buynowcart');
    const item = buyer.getByTestId('cart-item');
    await item.getByText('$450.00').first().waitFor();
    await buyer.getByTestId('cart-checkout').click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/checkout/buynow/'));
    await buyer.getByTestId('checkout-total').getByText('$450.00').waitFor();
    // A checkout ships: the profile's address, offered first, is where it goes.
    await shipToPrefilledAddress(buyer);
    await buyer.getByTestId('pay-method-wallet').check();
    await buyer.getByTestId('checkout-pay').click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => buyer.getByTestId('invoice-status').innerText()).toBe('Paid');
    expect(await buyer.getByTestId('invoice-items').innerText()).toContain('$450.00');
    await shot(buyer, 'make-offer-invoice');
  });
});
