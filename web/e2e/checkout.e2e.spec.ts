import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { buyNow } from './buy-now';
import {
  type Card,
  creditWallet,
  freshBuyNowLot,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
} from './marketplace';

const PASSWORD = 'checkout-e2e-pass-123';

/** Issue 16, scenario 1: buy 2 of 5 with the wallet an admin credited, as a new buyer would. */
describe('Checkout with the wallet, as a new buyer', () => {
  let browser: Browser;
  let page: Page;
  let lot: Card;

  beforeAll(async () => {
    browser = await launch();
    const email = `checkout-${Date.now()}@facet.test`;
    const buyer = await signUp('Ada', email, PASSWORD);
    const admin = (await api('user/login', ADMIN)).token;
    await creditWallet(admin, buyer.id, 5000, 'Bank transfer 9120');
    await saveProfileAddress(buyer.token);
    lot = await freshBuyNowLot(buyer.token);
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => browser?.close());

  it('adds 2 of 5 to the cart, checks out with the wallet and sees the invoice paid', async () => {
    const before = lot.qty - lot.sold - (lot.held ?? 0);
    await buyNow(page, lot.id, 2);
    await page.getByTestId('cart-item').waitFor();

    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/buynow/'));
    await page.getByTestId('checkout-total').getByText('$3,000.00').waitFor();
    expect(await page.getByTestId('checkout-items').innerText()).toContain(lot.title);
    await page.getByText('SANDBOX', { exact: false }).waitFor();
    await shipToPrefilledAddress(page);
    await page.getByTestId('pay-method-wallet').check();
    await page.getByTestId('checkout-pay').click();

    await page.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    expect(await page.getByTestId('invoice-balance-due').innerText()).toBe('$0.00');
    expect(await page.getByTestId('pay-from-wallet').count()).toBe(0);

    await page.goto(`/search?lot=${lot.id}`);
    const available = page.getByTestId('bid-panel').getByTestId('buy-now-available');
    await expect.poll(() => available.innerText()).toBe(`${before - 2} available`);
    if (before === 5) expect(await available.innerText()).toBe('3 available');

    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').getByText('$2,000.00').waitFor();
  });
});
