import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from './signed-in';
import { winnerWithInvoice } from './winners';

const email = `invoice.${Date.now()}@facet.test`;
const password = 'Rough-Diamond-47';

describe("The winner's invoice", () => {
  let browser: Browser;
  let page: Page;
  let invoiceId: string;

  beforeAll(async () => {
    ({ invoiceId } = await winnerWithInvoice(
      { first: 'Ines', email, password },
      { dollars: 500, note: 'Bank transfer 9001' },
      {
        title: `Invoice sapphire ${Date.now()}`,
        pricing: 'per_carat',
        weight: '1.20',
        sprice: 1_000,
      },
    ));
    ({ browser, page } = await signedInBrowser({ email, password }));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('is listed under /invoices/all, from the account menu, and opens at /invoice/{common_invoice}', async () => {
    await page.getByTestId('user-badge').click();
    await page.getByRole('menuitem', { name: 'My Invoices' }).click();
    await page.waitForURL((url) => url.pathname === '/invoices/all');
    await page.getByTestId('invoice-list').locator('tbody tr a').first().click();
    await page.waitForURL((url) => url.pathname === `/invoice/${invoiceId}`);
    await page.getByTestId('invoice-total').getByText('$1,200.00').waitFor();
    expect(await page.getByTestId('invoice-deposit-applied').textContent()).toContain('200.00');
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$1,000.00');
    expect(await page.getByTestId('invoice-status').textContent()).toBe('Partly paid');
  });
});
