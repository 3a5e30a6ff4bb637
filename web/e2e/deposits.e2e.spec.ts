import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';

const stamp = Date.now();
const password = 'Rough-Diamond-47';
const iso = (ms: number) => new Date(ms).toISOString();
const title = `Deposit emerald ${stamp}`;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signUp(first: string, email: string) {
  const r = await api<{ user: { id: string }; token: string }>('user/register', {
    first_name: first,
    last_name: 'Bidder',
    email,
    password,
    confirm_password: password,
    termcheck: 1,
  });
  return {
    id: r.user.id,
    token: r.token ?? (await api<{ token: string }>('user/login', { email, password })).token,
  };
}

/** Issue 16, scenario 3: buyer C paid a deposit, lost the lot, and sees the deposit released. */
describe('A lost lot’s deposit', () => {
  let browser: Browser;
  let page: Page;
  const cEmail = `deposit.c.${stamp}@facet.test`;
  let restoreSoftClose = async (): Promise<unknown> => undefined;

  beforeAll(async () => {
    const c = await signUp('Cora', cEmail);
    const d = await signUp('Dana', `deposit.d.${stamp}@facet.test`);
    const admin = (await api<{ token: string }>('user/login', ADMIN)).token;
    for (const b of [c, d])
      await api(
        'admin/credit/addCredit',
        { user_id: b.id, amount: 500, credit_notes: 'Bank transfer 7001' },
        admin,
      );
    // No anti-sniping move for this lot's last bids (the default is put back once it opened).
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
        title,
        pricing: 'per_item',
        qty: 1,
        total_stones: 1,
        sprice: 100,
        deposit: 1,
        deposit_amount: 50,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 12_000),
      },
      admin,
    );
    const card = () =>
      api<{ records: { market_status: string }[] }>(
        'product/search',
        { filters: { id: lot.id } },
        c.token,
      ).then((r) => r.records[0]);
    await until(card, (v) => v?.market_status === 'open');
    for (const b of [c, d])
      await api(
        'credit/addBidDeposit',
        {
          amount: 50,
          product_id: lot.id,
          credit_notes: `Bid Deposit - ${title}`,
          credit_type: 'user',
          type: 'projects',
          pay_type: 'wallet',
        },
        b.token,
      );
    await api('bid/confirm', { id: lot.id, wsprice: 100, bidding_type: 'hard' }, c.token);
    await api('bid/confirm', { id: lot.id, wsprice: 150, bidding_type: 'hard' }, d.token);
    await restoreSoftClose();
    await until(card, (v) => v?.market_status === 'sold');
    // The close gives the deposit back a moment after the lot is sold.
    await until(
      () => api<{ totalRecords: number }>('deposit/alldeposits', { action: 'all' }, c.token),
      (r) => JSON.stringify(r).includes('"status":"released"'),
    );
    browser = await launch();
    page = await newPage(browser);
    await login(page, cEmail, password);
  }, 90_000);
  afterAll(async () => {
    await restoreSoftClose();
    await browser?.close();
  });

  it('shows the deposit released under /deposits, from the account menu', async () => {
    await page.getByTestId('user-badge').click();
    await page.getByRole('menuitem', { name: 'My Deposits' }).click();
    await page.waitForURL((url) => url.pathname === '/deposits/all');
    await page.getByTestId('deposit-list').getByText(title).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Released$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/deposits/released');
    const row = page
      .getByTestId('deposit-list')
      .getByTestId('deposit-row')
      .filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('deposit-status').textContent()).toBe('Released');
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/depositinvoice/'));
    await page.getByTestId('deposit-items').getByText(title).waitFor();
    expect(await page.getByTestId('deposit-status').textContent()).toBe('Released');
  });

  it('shows the money back in /wallet: $500 to spend, nothing held', async () => {
    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').getByText('$500.00').waitFor();
    expect(await page.getByTestId('wallet-deposits-held').textContent()).toBe('$0.00');
  });
});
