import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';

const email = `invoice.${Date.now()}@facet.test`;
const password = 'Rough-Diamond-47';
const iso = (ms: number) => new Date(ms).toISOString();

interface Card {
  market_status: string;
  common_invoice: string | null;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("The winner's invoice", () => {
  let browser: Browser;
  let page: Page;
  let invoiceId: string;
  let restoreSoftClose = async (): Promise<unknown> => undefined;

  beforeAll(async () => {
    const buyer = await api<{ user: { id: string }; token: string }>('user/register', {
      first_name: 'Ines',
      last_name: 'Winner',
      email,
      password,
      confirm_password: password,
      termcheck: 1,
    });
    const token =
      buyer.token ?? (await api<{ token: string }>('user/login', { email, password })).token;
    const admin = (await api<{ token: string }>('user/login', ADMIN)).token;
    await api(
      'admin/credit/addCredit',
      { user_id: buyer.user.id, amount: 500, credit_notes: 'Bank transfer 9001' },
      admin,
    );
    // A bid this close to the end would move it by the anti-sniping window: none for this lot
    // (lots take the settings in force when they open; the default is put back at once).
    const softClose = (value: string) =>
      api(
        'seller/setting/configurationAction',
        { name: 'soft_close_window_seconds', value },
        admin,
      );
    restoreSoftClose = () => softClose('300');
    await softClose('0');
    const now = Date.now();
    const lot = await api<{ id: string }>(
      'seller/product/projectAction',
      {
        action: 'new',
        title: `Invoice sapphire ${now}`,
        pricing: 'per_carat',
        weight: '1.20',
        total_stones: 1,
        sprice: 1_000,
        deposit: 1,
        deposit_amount: 200,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 12_000),
      },
      admin,
    );
    const card = (id: string) =>
      api<{ records: Card[] }>('product/search', { filters: { id } }, token).then(
        (r) => r.records[0],
      );
    await until(
      () => card(lot.id),
      (c) => c?.market_status === 'open',
    );
    await api(
      'credit/addBidDeposit',
      {
        amount: 200,
        product_id: lot.id,
        credit_notes: 'Bid Deposit',
        credit_type: 'user',
        type: 'projects',
        pay_type: 'wallet',
      },
      token,
    );
    await api('bid/confirm', { id: lot.id, wsprice: 1_000, bidding_type: 'hard' }, token);
    // The bid was taken, so the lot is open with its settings: the default goes back.
    await restoreSoftClose();
    const sold = await until(
      () => card(lot.id),
      (c) => Boolean(c?.common_invoice),
    );
    invoiceId = sold?.common_invoice ?? '';
    browser = await launch();
    page = await newPage(browser);
    await login(page, email, password);
  }, 90_000);
  afterAll(async () => {
    await restoreSoftClose();
    await browser?.close();
  });

  it('is listed under /invoices/all and opens at /invoice/{common_invoice}', async () => {
    await page.goto('/invoices/all');
    await page.getByTestId('invoice-list').locator('tbody tr a').first().click();
    await page.waitForURL((url) => url.pathname === `/invoice/${invoiceId}`);
    await page.getByTestId('invoice-total').getByText('$1,200.00').waitFor();
    expect(await page.getByTestId('invoice-deposit-applied').textContent()).toContain('200.00');
    expect(await page.getByTestId('invoice-balance-due').textContent()).toBe('$1,000.00');
    expect(await page.getByTestId('invoice-status').textContent()).toBe('Partly paid');
  });
});
