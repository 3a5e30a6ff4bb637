import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadUntilPaid } from './invoice-page';
import { signedInBrowser } from './signed-in';
import { winnerWithInvoice } from './winners';

const email = `redirect.${Date.now()}@facet.test`;
const password = 'Rough-Diamond-47';

/**
 * Issue 25, the redirect gateway: a buyer who won a lot pays the rest of the invoice online; the
 * window goes to the local SANDBOX gateway, the buyer presses Pay, comes back to /rosoom_success
 * and finds the invoice paid, once. (After each test the ledger's trial balance is checked zero.)
 */
describe('Paying an invoice through the redirect gateway', () => {
  let browser: Browser;
  let page: Page;
  let invoiceId: string;

  beforeAll(async () => {
    ({ invoiceId } = await winnerWithInvoice(
      { first: 'Rhea', email, password },
      { dollars: 300, note: 'Bank transfer 5150' },
      { title: `Redirect sapphire ${Date.now()}`, pricing: 'per_item', qty: 1, sprice: 1_000 },
    ));
    ({ browser, page } = await signedInBrowser({ email, password }));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the window to the SANDBOX gateway for the $800 balance due', async () => {
    await page.goto(`/invoice/${invoiceId}`);
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$800.00');
    await page.getByTestId('pay-by-redirect').click();
    await page.getByTestId('sandbox-banner').waitFor();
    expect(await page.getByTestId('sandbox-banner').textContent()).toContain('SANDBOX');
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$800.00');
    expect(new URL(page.url()).origin).not.toBe(new URL(process.env.E2E_BASE_URL ?? '').origin);
  });

  it('comes back to /rosoom_success with the payment received once the buyer presses Pay', async () => {
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL((url) => url.pathname === '/rosoom_success');
    await page.getByTestId('redirect-outcome').waitFor();
    expect(await page.getByTestId('redirect-outcome').textContent()).toContain('Payment received');
    expect(await page.getByTestId('redirect-amount').textContent()).toBe('$800.00');
  });

  it('pays once: a reload of the return page changes nothing', async () => {
    await page.reload();
    await page.getByTestId('redirect-outcome').waitFor();
    expect(await page.getByTestId('redirect-outcome').textContent()).toContain('Payment received');
  });

  it('shows the invoice paid, with one online payment of $800', async () => {
    await page.getByTestId('redirect-view-invoice').click();
    await page.waitForURL((url) => url.pathname === `/invoice/${invoiceId}`);
    await reloadUntilPaid(page);
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$0.00');
    const rows = page.getByTestId('invoice-transactions').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('$800.00');
    expect(await page.getByTestId('pay-by-redirect').count()).toBe(0);
  });

  it('refuses an answer whose amount was changed on the way back', async () => {
    await page.goto(
      '/rosoom_success?provider=rosoom&payment_id=rp-x&payer_id=u&status=paid&amount=1&reference=r&signature=' +
        '0'.repeat(64),
    );
    await page.getByTestId('redirect-result-error').waitFor();
    expect(await page.getByTestId('redirect-result-error').textContent()).toBe('Invalid signature');
  });
});
