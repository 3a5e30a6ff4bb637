import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import {
  creditWallet,
  hardBid,
  lotCard,
  payDepositFromWallet,
  signUp,
  soonClosingLot,
  until,
} from './marketplace';

const stamp = Date.now();
const password = 'Rough-Diamond-47';
const title = `Deposit emerald ${stamp}`;

/** Issue 16, scenario 3: buyer C paid a deposit, lost the lot, and sees the deposit released. */
describe('A lost lot’s deposit', () => {
  let browser: Browser;
  let page: Page;
  const cEmail = `deposit.c.${stamp}@facet.test`;
  let restoreSoftClose = async (): Promise<unknown> => undefined;

  beforeAll(async () => {
    const c = await signUp('Cora', cEmail, password);
    const d = await signUp('Dana', `deposit.d.${stamp}@facet.test`, password);
    const admin = (await api('user/login', ADMIN)).token;
    for (const b of [c, d]) await creditWallet(admin, b.id, 500, 'Bank transfer 7001');
    const lot = await soonClosingLot(admin, c.token, {
      title,
      pricing: 'per_item',
      qty: 1,
      sprice: 100,
      deposit: 1,
      deposit_amount: 50,
    });
    restoreSoftClose = lot.restoreSoftClose;
    for (const b of [c, d])
      await payDepositFromWallet(b.token, lot.id, 50, `Bid Deposit - ${title}`);
    await hardBid(c.token, lot.id, 100);
    await hardBid(d.token, lot.id, 150);
    await restoreSoftClose();
    await until(
      () => lotCard(c.token, lot.id),
      (v) => v?.market_status === 'sold',
    );
    // The close gives the deposit back a moment after the lot is sold.
    await until(
      () => api('deposit/alldeposits', { action: 'all' }, c.token),
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
