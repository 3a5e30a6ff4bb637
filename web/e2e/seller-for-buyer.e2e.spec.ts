import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_SELLER, launch, login, newPage } from './browser';
import { invitedSeller } from './invited-seller';
import { reloadUntilPaid } from './invoice-page';
import { boughtRough } from './buy-now';
import { signUp, type Buyer, until } from './marketplace';

const PASSWORD = 'seller-for-buyer-pass-1';
const PRICE = 750;

/**
 * Issue 26: the demo seller opens a new buyer's invoice for the seller's own buy-now lot from
 * /seller/invoices, records the buyer's bank transfer for it there (the history says the seller
 * acted on behalf of the buyer), and the buyer sees the invoice paid; then a new seller moves up a
 * plan on /seller/subscription and sees the charge and the next charge date (a seller of its own:
 * the demo seller's plan is the seller desk spec's to change).
 */
describe('A seller acting for a buyer, and paying for a plan', () => {
  let browser: Browser;
  let buyerPage: Page;
  let sellerPage: Page;
  let seller: { token: string; id: string };
  let buyer: Buyer;
  let invoiceId: string;

  beforeAll(async () => {
    const signedIn = await api('user/login', DEMO_SELLER);
    seller = { token: signedIn.token, id: signedIn.user.id };
    buyer = await signUp('Sami', `seller-for-buyer-${Date.now()}@facet.test`, PASSWORD);
    const now = Date.now();
    invoiceId = await boughtRough(seller, buyer, {
      title: `Acting rough ${now}`,
      price: PRICE,
      commandId: `sfb-${now}`,
    });
    await until(
      () => api('seller/user/invoice/invoice', { id: invoiceId }, seller.token).catch(() => null),
      (i) => i !== null,
    );
    browser = await launch();
    buyerPage = await newPage(browser);
    await login(buyerPage, buyer.email, PASSWORD);
    sellerPage = await newPage(browser);
    await login(sellerPage, DEMO_SELLER.email, DEMO_SELLER.password);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("opens the buyer's invoice from the seller's buyers' invoices", async () => {
    await sellerPage.goto('/seller/invoices');
    await sellerPage.locator(`a[href="/seller/invoices/${invoiceId}"]`).click();
    await sellerPage.waitForURL((url) => url.pathname === `/seller/invoices/${invoiceId}`);
    expect(await sellerPage.getByTestId('invoice-buyer').textContent()).toBe('Sami Buyer');
    expect(await sellerPage.getByTestId('buyer-invoice-due').textContent()).toContain('$750.00');
    await sellerPage.getByTestId('buyer-wallet-balance').getByText('$0.00').waitFor();
  });

  it('records the offline payment, shown as done on behalf of the buyer', async () => {
    await sellerPage.getByTestId('offline-reference').fill('BANK-SFB-1');
    await sellerPage.getByTestId('record-offline-payment').click();
    await sellerPage.getByTestId('invoice-paid').waitFor({ timeout: 15_000 });
    const paid = sellerPage.getByTestId('history-paid');
    await paid.waitFor();
    expect(await paid.textContent()).toContain('on behalf of Sami Buyer');
    expect(await paid.textContent()).toContain('$750.00');
    // Paid to the seller, not to the house (L-SFB-2).
    expect(await paid.textContent()).toContain('collected by the seller');
  });

  it('shows the buyer their invoice paid', async () => {
    await buyerPage.goto(`/invoice/${invoiceId}`);
    await reloadUntilPaid(buyerPage);
    expect(await buyerPage.getByTestId('invoice-balance-due').textContent()).toBe('$0.00');
  });

  it('charges a seller for a higher plan and shows the charge and the next charge date', async () => {
    const email = `plan-${Date.now()}@sellers.test`;
    await invitedSeller(email, PASSWORD, 'Plan');
    const page = await newPage(browser);
    await login(page, email, PASSWORD);
    await page.goto('/seller/subscription');
    const current = await page.getByTestId('plan-name').textContent();
    const next = current === 'Professional' ? 'enterprise' : 'professional';
    await page.getByTestId(`choose-${next}`).click();
    await page.getByTestId('plan-confirm').click();
    const charged = page.getByTestId('plan-charged');
    await charged.waitFor();
    expect(await charged.textContent()).toMatch(next === 'professional' ? /\$99\.00/ : /\$499\.00/);
    await page.getByTestId('plan-charge').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('next-charge').waitFor();
    expect(await page.getByTestId('next-charge').textContent()).toMatch(/^Next charge on /);
  });
});
