import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { buyOneAndCheckOut } from './buy-now';
import {
  type Buyer,
  type Card,
  freshBuyNowLot,
  iso,
  lotCard,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
  until,
} from './marketplace';

const PASSWORD = 'cards-e2e-pass-123';

/**
 * Issue 25 on the default marketplace (no card provider configured: the offline card service and
 * the SANDBOX gateway): a new buyer saves Stripe's test cards by name (no card number field
 * exists), adds and verifies a test bank account with its micro-deposits, checks out with a saved
 * card; the declined test card leaves the invoice unpaid with the provider's words; pays a lot's
 * bid deposit with a saved card from the deposit dialog, and another through the redirect gateway.
 */
describe('Saved cards and bank details, as a new buyer', () => {
  let browser: Browser;
  let page: Page;
  let lot: Card;
  let buyer: Buyer;

  const pickOption = async (testId: string, name: string | RegExp) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name }).click();
  };

  /** A lot of the admin's asking a $50 deposit, open for half an hour. */
  const depositLot = async (title: string) => {
    const admin = (await api('user/login', ADMIN)).token;
    const now = Date.now();
    const { id } = await api(
      'seller/product/projectAction',
      {
        action: 'new',
        title,
        pricing: 'per_item',
        qty: 1,
        sprice: 100,
        total_stones: 1,
        deposit: 1,
        deposit_amount: 50,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 30 * 60_000),
      },
      admin,
    );
    await until(
      () => lotCard(buyer.token, id),
      (c) => c?.market_status === 'open',
    );
    return id;
  };

  beforeAll(async () => {
    browser = await launch();
    const email = `cards-${Date.now()}@facet.test`;
    buyer = await signUp('Cyd', email, PASSWORD);
    await saveProfileAddress(buyer.token);
    lot = await freshBuyNowLot(buyer.token);
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => browser?.close());

  it('saves two test cards, makes one the default, and never shows a card number field', async () => {
    await page.goto('/payments/saved_cards');
    await page.getByTestId('sources-empty').waitFor();
    expect(await page.locator('input[autocomplete="cc-number"]').count()).toBe(0);
    await page.getByTestId('save-card').click();
    await page.getByTestId('source-4242').waitFor();
    await pickOption('test-card', /0002/);
    await page.getByTestId('save-card').click();
    await page.getByTestId('source-0002').waitFor();
    await page.getByTestId('source-4242').getByRole('button', { name: 'Make default' }).click();
    await page.getByTestId('source-4242').getByTestId('source-default').waitFor();
  });

  it('adds a bank account and verifies it with the two micro-deposits', async () => {
    await page.goto('/payments/bank_details');
    await page.getByTestId('save-bank').click();
    const bank = page.getByTestId('source-6789');
    await expect.poll(() => bank.getByTestId('bank-status').textContent()).toBe('Not verified');
    await bank.getByTestId('deposit-1').fill('32');
    await bank.getByTestId('deposit-2').fill('45');
    await bank.getByTestId('verify-bank').click();
    await expect.poll(() => bank.getByTestId('bank-status').textContent()).toBe('Verified');
  });

  it('checks out with a saved card; the declined one leaves the invoice unpaid with its message', async () => {
    await buyOneAndCheckOut(page, lot.id);
    await shipToPrefilledAddress(page);
    await page.getByTestId('pay-method-online').check();

    await pickOption('saved-card', /0002/);
    await page.getByTestId('checkout-pay').click();
    await page.getByText('Your card was declined.').first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);

    await pickOption('saved-card', /4242/);
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
  });

  it("pays a lot's bid deposit with a saved card from the deposit dialog, then may bid", async () => {
    const id = await depositLot(`Card deposit sapphire ${Date.now()}`);
    await page.goto(`/search?lot=${id}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('deposit-required').waitFor();
    await panel.getByRole('button', { name: 'Pay deposit' }).click();
    await page.getByTestId('deposit-online').check();
    await pickOption('deposit-saved-card', /4242/);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/credit/addBidDeposit'));
    await page.getByTestId('deposit-pay').click();
    expect((await sent).postDataJSON()).toMatchObject({
      product_id: id,
      pay_type: 'online',
      payment_method: expect.stringMatching(/\S/),
    });
    // The lot counts the deposit as paid: the panel offers the bid form instead.
    await panel.getByTestId('deposit-required').waitFor({ state: 'detached', timeout: 10_000 });
    const paid = await until(
      () => lotCard(buyer.token, id),
      (c) => Boolean(c?.bid_deposit_id),
    );
    expect(paid?.bid_deposit_id).toBeTruthy();
  });

  it("pays a lot's bid deposit through the redirect gateway from the same dialog", async () => {
    const id = await depositLot(`Redirect deposit sapphire ${Date.now()}`);
    await page.goto(`/search?lot=${id}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByRole('button', { name: 'Pay deposit' }).click();
    await page.getByTestId('deposit-redirect').check();
    await page.getByTestId('deposit-pay').click();
    await page.getByTestId('sandbox-banner').waitFor();
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$50.00');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL((url) => url.pathname === '/rosoom_success');
    await page.getByTestId('redirect-outcome').waitFor();
    const paid = await until(
      () => lotCard(buyer.token, id),
      (c) => Boolean(c?.bid_deposit_id),
    );
    expect(paid?.bid_deposit_id).toBeTruthy();
  });

  it("says 'Unable to fetch cards' when the list cannot be loaded", async () => {
    await page.route('**/api/customer/source/list', (route) => route.abort());
    await page.goto('/payments/saved_cards');
    await page.getByText('Unable to fetch cards').waitFor();
    await page.unroute('**/api/customer/source/list');
  });
});
