import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import {
  type Buyer,
  creditWallet,
  iso,
  saveProfileAddress,
  shipToPrefilledAddress,
  signUp,
  until,
  winLotWithWalletDeposit,
} from './marketplace';

const HOUR = 3_600_000;
const stamp = Date.now();
const PASSWORD = 'After-Sale-42';
const location = `Antwerp after-sale ${stamp}`;
const lotTitle = `After-sale rough ${stamp}`;
/** The first dollar amount in a text ("$1,024.00"), as a number. */
const dollars = (text: string) =>
  Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

/**
 * Issue 26, done when: a new buyer passes the identity check, views the auction's rough, wins a
 * lot of it, has it shipped (address, quote), pays from the wallet, returns it, and the admin's
 * acceptance refunds the wallet.
 */
describe('After the sale, as a buyer and an admin would', () => {
  let browser: Browser;
  let page: Page;
  let admin = '';
  let buyer: Buyer;
  let auctionId = '';
  let invoiceId = '';

  beforeAll(async () => {
    browser = await launch();
    admin = (await api('user/login', ADMIN)).token;
    const email = `after-sale-${stamp}@facet.test`;
    buyer = await signUp('Ada', email, PASSWORD);
    await creditWallet(admin, buyer.id, 5000, 'Bank transfer 2626');
    await saveProfileAddress(buyer.token);
    const now = Date.now();
    auctionId = (
      await api(
        'seller/auction/auctionAction',
        {
          action: 'new',
          title: `Tender after the sale ${stamp}`,
          date_added: iso(now - HOUR),
          date_closed: iso(now + 72 * HOUR),
        },
        admin,
      )
    ).id;
    await api(
      'appointment/slotAction',
      {
        action: 'open',
        location,
        starts_at: iso(now + 26 * HOUR),
        minutes: 60,
        capacity: 4,
        auction_id: auctionId,
      },
      admin,
    );
    page = await newPage(browser);
    await login(page, email, PASSWORD);
  }, 60_000);
  afterAll(async () => browser?.close());

  it('passes the identity check and books a viewing of the auction', async () => {
    await page.goto('/account/identity');
    await page.getByRole('button', { name: 'Run identity check' }).click();
    await page.getByTestId('kyc-outcome').filter({ hasText: 'Identity check passed' }).waitFor();
    await page.goto(`/book_viewing/auction/${auctionId}`);
    const slot = page.getByTestId('viewing-slot').filter({ hasText: location });
    await slot.waitFor({ timeout: 10_000 });
    await slot.getByRole('button', { name: 'Book' }).click();
    await page.getByTestId('viewing-booked').waitFor();
  });

  it('wins a lot of the auction, ships it to the profile address by courier and pays from the wallet', async () => {
    invoiceId = await winLotWithWalletDeposit(admin, buyer, {
      title: lotTitle,
      pricing: 'per_item',
      sprice: 300,
      auctionid: auctionId,
    });
    await page.goto(`/invoice/${invoiceId}`);
    const delivery = page.getByTestId('invoice-delivery');
    await delivery.getByText('Collect in person').waitFor({ timeout: 10_000 });
    await delivery.getByText('Ship it').click();
    // The profile's address is offered first; saved, it is where the parcel goes.
    await shipToPrefilledAddress(page);
    const quotes = page.getByTestId('shipping-quotes');
    const courier = quotes.locator('label', { hasText: 'Insured secure courier' });
    await courier.waitFor({ timeout: 5_000 }).catch(() => page.reload());
    await courier.waitFor({ timeout: 10_000 });
    const courierPrice = dollars(await courier.innerText());
    const before = dollars(await page.getByTestId('invoice-total').innerText());
    await quotes.getByLabel(/Insured secure courier/).check();
    const line = page.getByTestId('invoice-shipping');
    await line.waitFor({ timeout: 10_000 });
    expect(dollars(await line.innerText())).toBeCloseTo(courierPrice, 2);
    expect(dollars(await page.getByTestId('invoice-total').innerText())).toBeCloseTo(
      before + courierPrice,
      2,
    );

    await page.getByTestId('pay-from-wallet').click();
    await expect
      .poll(() => page.getByTestId('invoice-status').innerText(), { timeout: 10_000 })
      .toBe('Paid');
    expect(await page.getByTestId('invoice-ships-to').innerText()).toContain('1 Diamond Way');
  });

  it('asks to return the item, the admin accepts, and the refund reaches the wallet', async () => {
    await page.getByTestId('return-items').click();
    await page.getByRole('checkbox', { name: lotTitle }).check();
    await page.getByLabel('Reason').fill('Not the colour seen at the viewing');
    await page.getByRole('button', { name: 'Ask for a return' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const { records } = await until(
      () => api('product/allreturns', { action: 'open' }, buyer.token),
      (r) => r.records.length === 1,
    );
    const desk = await newPage(browser);
    await login(desk, ADMIN.email, ADMIN.password);
    await desk.goto('/admin/returns');
    const row = desk.getByTestId(`return-${records[0]?.id ?? ''}`);
    await row.getByRole('button', { name: 'Accept' }).click();
    await desk.getByLabel('Note to the buyer').fill('Colour confirmed');
    await desk.getByTestId('confirm-decision').click();
    await desk.locator('.mantine-SegmentedControl-root').getByText('Accepted').click();
    await row.getByTestId('return-status').getByText('Refunded').waitFor({ timeout: 10_000 });
    await desk.context().close();

    await page.goto('/wallet');
    await page
      .getByTestId('wallet-history')
      .getByText(/Return invoice R-\d+/)
      .waitFor({ timeout: 10_000 });
  });
});
