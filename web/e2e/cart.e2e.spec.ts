import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launch, login, newPage } from './browser';
import { type Card, freshBuyNowLot } from './marketplace';
import { solvedCaptcha } from './captcha';

const PASSWORD = 'cart-e2e-pass-123';

describe('Buy now and the cart, as a new buyer', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let lot: Card;

  beforeAll(async () => {
    browser = await launch();
    const email = `cart-${Date.now()}@facet.test`;
    token = (
      await api('user/register', {
        captcha: await solvedCaptcha(),
        first_name: 'Cara',
        last_name: 'Buyer',
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        termcheck: 1,
      })
    ).token;
    lot = await freshBuyNowLot(token);
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => browser?.close());

  it('adds 2 of 5 to the cart, lands on /buynowcart 2 s later and sees the item held', async () => {
    const before = 5 - lot.sold - (lot.held ?? 0);
    await page.goto(`/search?lot=${lot.id}`);
    const buy = page.getByTestId('bid-panel').getByTestId('buy-now');
    await buy.waitFor();
    await buy.getByRole('textbox').fill('2');
    // As rendered (innerText follows the layout): a space on each side of the dot.
    await expect.poll(() => buy.getByRole('button').innerText()).toBe('Buy Now · $3,000.00');
    await buy.getByRole('button').click();
    await page.getByTestId('go-to-cart').waitFor();
    await page.waitForURL((url) => url.pathname === '/buynowcart', { timeout: 10_000 });
    const item = page.getByTestId('cart-item');
    await item.waitFor();
    expect(await item.innerText()).toContain(lot.title);
    expect(await item.getByTestId('cart-item-qty').innerText()).toBe('2');
    expect(await item.innerText()).toContain('$3,000.00');
    expect(await item.getByTestId('cart-item-time').innerText()).toMatch(/^1[45]:\d\d$/);
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');

    await page.goto(`/search?lot=${lot.id}`);
    const available = page.getByTestId('bid-panel').getByTestId('buy-now-available');
    await expect.poll(() => available.innerText()).toBe(`${before - 2} available`);
  });

  it('gives the units back when the item is removed from the cart', async () => {
    await page.goto('/cart');
    const item = page.getByTestId('cart-item');
    await item.waitFor();
    await item.getByRole('button').click();
    await page.getByTestId('cart-empty').waitFor();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('0');
    await expect
      .poll(async () => {
        const l = await freshBuyNowLot(token);
        return 5 - l.sold - (l.held ?? 0);
      })
      .toBe(5 - lot.sold - (lot.held ?? 0));
  });
});
