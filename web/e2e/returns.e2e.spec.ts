import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import {
  type Buyer,
  type Card,
  creditWallet,
  freshBuyNowLot,
  shipInvoiceTo,
  signUp,
  until,
} from './marketplace';

const PASSWORD = 'returns-e2e-pass-123';

/**
 * Issue 26, returns: a buyer with a paid invoice asks to return its item, the admin accepts on
 * the back office desk, and the buyer sees the return invoice and the refund in the wallet.
 */
describe('A return, as a buyer and an admin would', () => {
  let browser: Browser;
  let buyerPage: Page;
  let adminPage: Page;
  let buyer: Buyer;
  let lot: Card;
  let invoiceId: string;

  beforeAll(async () => {
    browser = await launch();
    const email = `returns-${Date.now()}@facet.test`;
    buyer = await signUp('Rhea', email, PASSWORD);
    const admin = (await api('user/login', ADMIN)).token;
    await creditWallet(admin, buyer.id, 5000, 'Bank transfer 5521');
    lot = await freshBuyNowLot(buyer.token);
    const held = await api(
      'buynow/addToCart',
      { cart: [{ product_id: lot.id, qty: 1 }] },
      buyer.token,
    );
    const cartId = held.items[0]?.cart_id ?? '';
    const checkout = await api(
      'cart/checkout',
      { commandId: `co-${Date.now()}`, cart_ids: [cartId] },
      buyer.token,
    );
    invoiceId = checkout.invoice_id;
    await shipInvoiceTo(buyer.token, invoiceId);
    await api(
      'credit/payCartWallet',
      { invoice_id: invoiceId, commandId: `pay-${Date.now()}` },
      buyer.token,
    );
    buyerPage = await newPage(browser);
    await login(buyerPage, email, PASSWORD);
    adminPage = await newPage(browser);
    await login(adminPage, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => browser?.close());

  it('asks to return the item of the paid invoice, with a reason', async () => {
    await buyerPage.goto(`/invoice/${invoiceId}`);
    await expect.poll(() => buyerPage.getByTestId('invoice-status').innerText()).toBe('Paid');
    await buyerPage.getByTestId('return-items').click();
    await buyerPage.getByRole('checkbox', { name: lot.title }).check();
    await buyerPage.getByLabel('Reason').fill('The stone has an inclusion not on the report');
    await buyerPage.getByRole('button', { name: 'Ask for a return' }).click();
    await buyerPage.getByRole('dialog').waitFor({ state: 'hidden' });
    await buyerPage.goto('/returns/open');
    await buyerPage.getByTestId('my-returns').getByText(lot.title).waitFor();
  });

  it('is accepted by the admin on the returns desk', async () => {
    const { records } = await until(
      () => api('product/allreturns', { action: 'open' }, buyer.token),
      (r) => r.records.length === 1,
    );
    const id = records[0]?.id ?? '';
    await adminPage.goto('/admin/returns');
    const row = adminPage.getByTestId(`return-${id}`);
    await row.getByRole('button', { name: 'Accept' }).click();
    await adminPage.getByLabel('Note to the buyer').fill('Inclusion confirmed');
    await adminPage.getByTestId('confirm-decision').click();
    await adminPage.locator('.mantine-SegmentedControl-root').getByText('Accepted').click();
    await row.getByText('Refunded').waitFor();
  });

  it('shows the buyer the return invoice, negative, and the refund in the wallet', async () => {
    await buyerPage.goto('/returns/all');
    const link = buyerPage.getByTestId('my-returns').getByRole('link', { name: /^R-\d+$/ });
    await link.waitFor();
    await link.click();
    await buyerPage.getByTestId('return-invoice').waitFor();
    // The whole invoice comes back: the item and whatever premium and tax it carried.
    const { total } = await api('invoice/invoice', { id: invoiceId }, buyer.token);
    const price = `$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(await buyerPage.getByTestId('return-total').innerText()).toContain(`-${price}`);
    expect(await buyerPage.getByTestId('return-to-wallet').innerText()).toContain(price);
    await buyerPage.goto('/wallet');
    await buyerPage
      .getByTestId('wallet-history')
      .getByText(/Return invoice R-\d+/)
      .waitFor();
    await buyerPage.getByTestId('wallet-balance').getByText('$5,000.00').waitFor();
  });
});
