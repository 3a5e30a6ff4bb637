import type { ShippingRateTable } from '@facet/event-schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { buyOneAndCheckOut } from './buy-now';
import {
  type Card,
  creditWallet,
  freshBuyNowLot,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
} from './marketplace';

const PASSWORD = 'shipping-e2e-pass-123';
/** The first dollar amount in a text ("$1,024.00"), as a number. */
const dollars = (text: string) =>
  Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

/** Issue 26, shipping quotes: picked at checkout, paid, on the invoice; rates an admin edits. */
describe('Shipping quotes at checkout, as a buyer and an admin would', () => {
  let browser: Browser;
  let page: Page;
  let lot: Card;
  let buyer: { id: string; token: string };
  let admin: string;
  let original: ShippingRateTable;

  beforeAll(async () => {
    browser = await launch();
    const email = `shipping-${Date.now()}@facet.test`;
    buyer = await signUp('Shay', email, PASSWORD);
    admin = (await api('user/login', ADMIN)).token;
    original = (await api('shipping/getRates', {}, admin)).table;
    await creditWallet(admin, buyer.id, 5000, 'Bank transfer 4410');
    await saveProfileAddress(buyer.token);
    lot = await freshBuyNowLot(buyer.token);
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  });
  afterAll(async () => {
    // The demo's rates as they were, for whoever runs next.
    if (admin && original) await api('shipping/saveRates', { table: original }, admin);
    await browser?.close();
  });

  it('sees the quotes to the saved address, picks the courier, pays, and the invoice shows it', async () => {
    await buyOneAndCheckOut(page, lot.id);
    const quotes = page.getByTestId('shipping-quotes');
    await quotes.getByText('Save your shipping address').waitFor();

    // The profile's address is offered first; saved, it is where the parcel goes.
    await shipToPrefilledAddress(page);
    const courierQuote = quotes.getByText('Malca-Amit - Insured secure courier');
    // The saved address reaches the cart's read model a moment later; a reload shows it then.
    await courierQuote.waitFor({ timeout: 5_000 }).catch(() => page.reload());
    await courierQuote.waitFor({ timeout: 10_000 });
    expect(await quotes.innerText()).toContain('Registered insured post');
    expect(await page.getByTestId('shipping-provider').textContent()).toBe('House rate table');

    const itemsTotal = dollars(await page.getByTestId('checkout-total').innerText());
    const courier = quotes.getByLabel(/Insured secure courier/);
    const courierPrice = dollars(
      await quotes.locator('label', { hasText: 'Insured secure courier' }).innerText(),
    );
    expect(courierPrice).toBeGreaterThan(0);
    await courier.check();
    await page.getByTestId('checkout-shipping').waitFor();
    await expect
      .poll(async () => dollars(await page.getByTestId('checkout-total').innerText()))
      .toBeCloseTo(itemsTotal + courierPrice, 2);

    await page.getByTestId('pay-method-wallet').check();
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoice/'), { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    const line = page.getByTestId('invoice-shipping');
    expect(dollars(await line.innerText())).toBeCloseTo(courierPrice, 2);
    expect(await page.getByText('Shipping: Malca-Amit, Insured secure courier').count()).toBe(1);
    expect(dollars(await page.getByTestId('invoice-total').innerText())).toBeCloseTo(
      itemsTotal + courierPrice,
      2,
    );
  });

  it("an admin changes the courier's domestic prices and the next quote uses them", async () => {
    const desk = await newPage(browser);
    await login(desk, ADMIN.email, ADMIN.password);
    await desk.goto('/admin/shipping-rates');
    await desk.getByTestId('shipping-rates').waitFor();
    for (let band = 0; band < original.bands.length; band++)
      await desk.getByTestId(`service-secure-courier-domestic-${band}`).fill('999');
    await desk.getByTestId('shipping-rates-save').click();
    await desk.getByTestId('shipping-rates-history').waitFor();

    // A 1 ct parcel of $100 at home: $999 and the $25 insurance minimum (unless an admin changed it).
    const courier = original.services.find((s) => s.id === 'secure-courier')!;
    const sample = await api(
      'shipping/getSampleQuoteRequest',
      { weight: '1', value: 100, country: 'US' },
      buyer.token,
    );
    const quoted = sample.find((q) => q.carrier === courier.carrier)!;
    expect(quoted.price_cents).toBe(999_00 + courier.insuranceMinimum);
  });
});
