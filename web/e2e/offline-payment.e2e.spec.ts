import type { RouteBody } from '@facet/event-schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './browser';
import { reloadUntilPaid } from './invoice-page';
import { signedInBrowser } from './signed-in';
import { winnerWithInvoice } from './winners';

const email = `offline.${Date.now()}@facet.test`;
const password = 'Rough-Diamond-47';

/**
 * Issue 16, scenario 2: buyer B pays a lot's deposit from the wallet an admin credited, wins the
 * lot at its close, finds /invoice/{common_invoice} with the deposit applied, chooses to pay the
 * rest by bank transfer, and sees the invoice paid once an admin marks the transfer received.
 */
describe('Paying the rest of a won lot by bank transfer', () => {
  let browser: Browser;
  let page: Page;
  let admin: string;
  let invoiceId: string;

  beforeAll(async () => {
    ({ admin, invoiceId } = await winnerWithInvoice(
      { first: 'Bruno', email, password },
      { dollars: 300, note: 'Bank transfer 4711' },
      { title: `Offline emerald ${Date.now()}`, pricing: 'per_item', qty: 1, sprice: 1_000 },
    ));
    ({ browser, page } = await signedInBrowser({ email, password }));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the won invoice with the $200 deposit applied and $800 due', async () => {
    await page.goto(`/invoice/${invoiceId}`);
    await page.getByTestId('invoice-total').getByText('$1,000.00').waitFor();
    expect(await page.getByTestId('invoice-deposit-applied').textContent()).toContain('200.00');
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$800.00');
    expect(await page.getByTestId('invoice-status').textContent()).toBe('Partly paid');
  });

  it('waits for the bank transfer once the buyer chooses to pay offline', async () => {
    await page.getByTestId('pay-offline').click();
    const waiting = page.getByTestId('offline-waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('$800.00');
    await page.getByTestId('invoice-status').getByText('Awaiting offline payment').waitFor();
  });

  it('shows the invoice paid once an admin marks the transfer received, paid once', async () => {
    const received: RouteBody<'seller/offline/payCartOffline'> = {
      invoice_id: invoiceId,
      reference: 'Bank 4712',
      commandId: 'bank-4712',
    };
    await api('seller/offline/payCartOffline', received, admin);
    await api('seller/offline/payCartOffline', received, admin);
    await reloadUntilPaid(page);
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$0.00');
    const rows = page.getByTestId('invoice-transactions').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Bank transfer');
    expect(await rows.first().textContent()).toContain('$800.00');
    expect(await page.getByTestId('pay-offline').count()).toBe(0);
  });

  it('lists the payment under /transactions and prints the invoice as a PDF', async () => {
    await page.goto('/transactions');
    const row = page.getByTestId('transaction-list').locator('tbody tr').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('$800.00');
    await row.locator('a').click();
    await page.waitForURL((url) => url.pathname === `/invoice/${invoiceId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  });

  it('shows the lot under /purchases/won, linked to its invoice', async () => {
    await page.goto('/purchases/won');
    const purchase = page.getByTestId('purchase').first();
    await purchase.waitFor();
    expect(await purchase.textContent()).toContain('Offline emerald');
    await purchase.locator(`a[href="/invoice/${invoiceId}"]`).click();
    await page.waitForURL((url) => url.pathname === `/invoice/${invoiceId}`);
  });
});
