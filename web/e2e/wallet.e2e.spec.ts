import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { creditWallet, signUp } from './marketplace';

const email = `wallet.${Date.now()}@facet.test`;
const password = 'Rough-Diamond-47';

describe("A buyer's wallet", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    const buyer = await signUp('Wally', email, password);
    const admin = (await api('user/login', ADMIN)).token;
    await creditWallet(admin, buyer.id, 500, 'Bank transfer 4471');
    await login(page, email, password);
  });
  afterAll(async () => browser?.close());

  it('shows the credit an admin recorded, from the account menu', async () => {
    await page.getByTestId('user-badge').click();
    await page.getByRole('menuitem', { name: 'My Wallet' }).click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await page.getByTestId('wallet-balance').getByText('$500.00').waitFor();
    const history = page.getByTestId('wallet-history');
    await history.getByText('Bank transfer 4471').waitFor();
    expect(await page.getByTestId('showing').textContent()).toBe('Showing 1 of 1');
    expect(await history.locator('tbody tr').count()).toBe(1);
  });
});
