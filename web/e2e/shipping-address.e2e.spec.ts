import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage, shot } from './browser';
import { buyOneAndCheckOut } from './buy-now';
import { type Card, creditWallet, freshBuyNowLot, signUp } from './marketplace';

const PASSWORD = 'shipping-e2e-pass-123';

/**
 * Issue 26, addresses: a checkout ships, so a buyer with no address cannot pay it; the US
 * autocomplete fills the place and its ZIP, the address port refuses a bad postal code, and
 * with a valid address saved the buyer pays and the invoice shows where it ships.
 */
describe('The shipping address at checkout, as a new buyer', () => {
  let browser: Browser;
  let page: Page;
  let lot: Card;

  beforeAll(async () => {
    browser = await launch();
    const email = `shipping-${Date.now()}@facet.test`;
    const buyer = await signUp('Sam', email, PASSWORD);
    const admin = (await api('user/login', ADMIN)).token;
    await creditWallet(admin, buyer.id, 5000, 'Bank transfer 2604');
    lot = await freshBuyNowLot(buyer.token);
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => browser?.close());

  it('refuses to pay without an address, fills one with the autocomplete, then pays', async () => {
    await buyOneAndCheckOut(page, lot.id);
    await page.getByTestId('checkout-address-needed').waitFor();

    // No address yet: the wallet payment is refused with the rule's words, and nothing is paid.
    await page.getByTestId('pay-method-wallet').check();
    await page.getByTestId('checkout-pay').click();
    await page.getByText('Add a valid shipping address before paying').first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);

    // The autocomplete: a city typed, a place chosen; city, state and ZIP are filled.
    await page.getByTestId('address-line1').fill('350 Main St');
    await page.getByTestId('address-autocomplete').fill('Beverly Hi');
    await page.getByRole('option', { name: 'Beverly Hills, CA' }).click();
    const zip = page.getByTestId('address-zip');
    await expect.poll(() => zip.inputValue()).toMatch(/^902\d\d$/);
    expect(await page.getByTestId('address-state').inputValue()).toBe('California');
    expect(await page.getByTestId('address-city').inputValue()).toBe('Beverly Hills');

    // The address port: a postal code not in the US format is refused with the reason.
    await zip.fill('1');
    await page.getByTestId('address-save').click();
    await page
      .getByText('The postal code 1 is not in the format of United States')
      .first()
      .waitFor();
    await zip.fill('90210');
    await page.getByTestId('address-save').click();
    const shipsTo = page.getByTestId('checkout-ships-to');
    await shipsTo.waitFor({ timeout: 10_000 });
    expect(await shipsTo.innerText()).toContain('350 Main St, Beverly Hills, CA 90210, US');
    expect(await shipsTo.innerText()).toContain('offline check');
    await shot(page, 'shipping-address-checkout');

    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    expect(await page.getByTestId('invoice-ships-to').innerText()).toContain(
      'Beverly Hills, CA 90210',
    );
  });
});
