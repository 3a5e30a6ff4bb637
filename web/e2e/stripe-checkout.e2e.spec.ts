import type { RouteBody, RoutePath } from '@facet/event-schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MarketplaceProcess, startMarketplace } from '../../scripts/marketplace-process.mjs';
import { ADMIN, api, launch, login, newPage } from './browser';
import { buyOneAndCheckOut } from './buy-now';
import {
  type Buyer,
  type Card,
  freshBuyNowLot,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
} from './marketplace';

const PASSWORD = 'stripe-e2e-pass-123';

/**
 * Issue 25's buyer journey on a marketplace whose card service and gateway are Stripe, talking
 * to Stripe's own stripe-mock (STRIPE_MOCK_URL, started by npm test). This file starts that second
 * marketplace itself; the suite's default one (BASE_URL) stays on the sandbox. stripe-mock is
 * stateless: whatever card is saved, Stripe's list answers its fixture card (a Visa ending 4242)
 * and every PaymentIntent comes back held (requires_capture), so the test asserts what a buyer
 * sees that is true with Stripe: a card saved and offered, the invoice paid once.
 */
describe('Saving a card and paying an invoice with it, with Stripe', () => {
  let stripe: MarketplaceProcess;
  let browser: Browser;
  let page: Page;
  let buyer: Buyer;
  let lot: Card;
  /** A route on the Stripe marketplace. */
  const at = <P extends RoutePath>(path: P, body: RouteBody<P>, token?: string) =>
    api(path, body, token, stripe.baseUrl);

  beforeAll(async () => {
    // An outside service's suite fails without its server, never skips.
    const mock = process.env.STRIPE_MOCK_URL;
    if (!mock) throw new Error('STRIPE_MOCK_URL is not set: start scripts/services/stripe-mock.sh');
    await fetch(`${mock}/v1/customers`).catch((e: unknown) => {
      throw new Error(`stripe-mock does not answer at ${mock}: ${String(e)}`);
    });
    stripe = await startMarketplace({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_BASE: mock,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stripe_checkout',
      // No publishable key: the web's card form is the test-card one, not Stripe's Elements.
      STRIPE_PUBLISHABLE_KEY: '',
    });
    browser = await launch();
    const email = `stripe-${Date.now()}@facet.test`;
    buyer = await signUp('Sid', email, PASSWORD, stripe.baseUrl);
    await saveProfileAddress(buyer.token, stripe.baseUrl);
    lot = await freshBuyNowLot(buyer.token, stripe.baseUrl);
    page = await newPage(browser, 1280, 900, stripe.baseUrl);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    stripe?.stop();
  });

  // As ledger-check.setup.ts does for the default marketplace: this one's ledger balances too.
  afterEach(async () => {
    const admin = (await at('user/login', ADMIN)).token;
    const tb = await at('admin/ledger/trialBalance', {}, admin);
    expect(tb, "the Stripe marketplace's ledger").toMatchObject({
      balanced: true,
      unbalanced: [],
      repeated_keys: [],
      credits: tb.debits,
    });
  });

  it('runs on Stripe at stripe-mock, not on the sandbox', async () => {
    expect(await at('paymentThird/stripe/config', {})).toEqual({
      provider: 'stripe',
      publishable_key: null,
    });
    expect(stripe.log()).toContain(`Payments: Stripe at ${process.env.STRIPE_MOCK_URL}`);
  });

  it('saves a card from the test-card form and lists the card Stripe keeps', async () => {
    await page.goto('/payments/saved_cards');
    await page.getByTestId('sources-empty').waitFor();
    await page.getByTestId('save-card').click();
    // stripe-mock's own card, whatever was typed: the list is Stripe's, not ours.
    await page.getByTestId('source-4242').waitFor();
  });

  it('checks out with the saved card: the invoice is paid by one payment, not a sandbox one', async () => {
    await buyOneAndCheckOut(page, lot.id);
    await shipToPrefilledAddress(page);
    await page.getByTestId('pay-method-online').check();
    await page.getByTestId('saved-card').click();
    await page.getByRole('option', { name: /4242/ }).click();
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    const rows = page.getByTestId('invoice-transactions').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).not.toMatch(/sandbox/i);
  });
});
