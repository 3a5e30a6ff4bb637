import type { LotSearchRecord, RouteBody } from '@facet/event-schemas';
import type { Page } from 'playwright-core';
import { api } from './browser';
import { solvedCaptcha } from './captcha';

/** What the browser tests set up through the api before a buyer opens a page. */

export const iso = (ms: number) => new Date(ms).toISOString();

/** Polls `read` until `ok` (45 s by default): the read models catch up a moment after a command. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 45_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Buyer {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** A new buyer, signed up as on /register (the terms accepted); on `base`'s marketplace if given. */
export async function signUp(
  first: string,
  email: string,
  password: string,
  base?: string,
): Promise<Buyer> {
  const r = await api(
    'user/register',
    {
      captcha: await solvedCaptcha(base),
      first_name: first,
      last_name: 'Buyer',
      email,
      password,
      confirm_password: password,
      termcheck: 1,
    },
    undefined,
    base,
  );
  const token = r.token ?? (await api('user/login', { email, password }, undefined, base)).token;
  return { id: r.user.id, token, email, password };
}

/** An admin records a bank transfer as wallet credit. */
export const creditWallet = (admin: string, userId: string, dollars: number, note: string) =>
  api('admin/credit/addCredit', { user_id: userId, amount: dollars, credit_notes: note }, admin);

/** The buyer pays a lot's bid deposit from the wallet, as the deposit dialog does. */
export const payDepositFromWallet = (token: string, lotId: string, dollars: number, note: string) =>
  api(
    'credit/addBidDeposit',
    {
      amount: dollars,
      product_id: lotId,
      credit_notes: note,
      credit_type: 'user',
      type: 'projects',
      pay_type: 'wallet',
    },
    token,
  );

export const hardBid = (token: string, lotId: string, dollars: number) =>
  api('bid/confirm', { id: lotId, wsprice: dollars, bidding_type: 'hard' }, token);

export type Card = Pick<
  LotSearchRecord,
  | 'id'
  | 'title'
  | 'market_status'
  | 'common_invoice'
  | 'qty'
  | 'sold'
  | 'held'
  | 'buynow'
  | 'pricing'
  | 'bid_deposit_id'
>;

/** A lot as `product/search` shows it to this buyer. */
export const lotCard = (token: string, id: string) =>
  api('product/search', { filters: { id } }, token).then((r) => r.records[0]);

/** The demo's buy-now jewellery lot of 5 pieces priced per item (seed lot 107). */
export async function demoBuyNowLot(token: string, base?: string): Promise<Card> {
  const { records } = await api(
    'product/search',
    { limit: 100, page: 1, filters: { market_status: 'open' } },
    token,
    base,
  );
  const lot = records.find((l) => l.buynow === 1 && l.qty === 5 && l.pricing === 'per_item');
  if (!lot) throw new Error('no buy-now lot of 5 in the demo marketplace');
  return lot;
}

export interface ClosingLot {
  id: string;
  /** Puts the marketplace's anti-sniping window back (call once the lot's bids are in). */
  restoreSoftClose: () => Promise<unknown>;
}

/** A lot's fields as `seller/product/projectAction` takes them: its title and price at least. */
export type LotFields = Partial<RouteBody<'seller/product/projectAction'>> &
  Pick<RouteBody<'seller/product/projectAction'>, 'title' | 'sprice'>;

/**
 * A lot of the admin's that opens now and closes in 12 seconds, open once this returns. A bid
 * this close to the end would move the close by the anti-sniping window: none for this lot
 * (lots take the settings in force when they open; put the default back with
 * `restoreSoftClose` once the bids are in, and again after the test).
 */
export async function soonClosingLot(
  admin: string,
  token: string,
  fields: LotFields,
): Promise<ClosingLot> {
  const softClose = (value: string) =>
    api('seller/setting/configurationAction', { name: 'soft_close_window_seconds', value }, admin);
  await softClose('0');
  const now = Date.now();
  const lot = await api(
    'seller/product/projectAction',
    {
      action: 'new',
      total_stones: 1,
      date_added: iso(now - 1_000),
      date_closed: iso(now + 12_000),
      ...fields,
    },
    admin,
  );
  await until(
    () => lotCard(token, lot.id),
    (c) => c?.market_status === 'open',
  );
  return { id: lot.id, restoreSoftClose: () => softClose('300') };
}

/**
 * The buyer pays a $200 deposit from the wallet on a lot of the admin's that closes in 12 s,
 * bids its starting price alone and so wins it at the close; the invoice id (`common_invoice`)
 * once the close raised it.
 */
export async function winLotWithWalletDeposit(
  admin: string,
  buyer: Buyer,
  fields: LotFields & { sprice: number },
): Promise<string> {
  const lot = await soonClosingLot(admin, buyer.token, {
    ...fields,
    deposit: 1,
    deposit_amount: 200,
  });
  try {
    await payDepositFromWallet(buyer.token, lot.id, 200, 'Bid Deposit');
    await hardBid(buyer.token, lot.id, fields.sprice);
  } finally {
    // The bid was taken, so the lot is open with its settings: the default goes back.
    await lot.restoreSoftClose();
  }
  const sold = await until(
    () => lotCard(buyer.token, lot.id),
    (c) => Boolean(c?.common_invoice),
  );
  return sold?.common_invoice ?? '';
}

/**
 * The token of the link the marketplace mailed (`/verify_email/<t>`, `/reset_password/<t>`,
 * `/invite?token=<t>`), read from the back-office outbox as an admin.
 */
export async function mailedLink(adminToken: string, to: string, kind: string): Promise<string> {
  const text = await until(
    () =>
      api('backoffice/mail/outbox', { limit: 50 }, adminToken).then(
        (r) => r.records.find((m) => m.to === to && m.kind === kind)?.text ?? '',
      ),
    (t) => /\/(?:reset_password\/|verify_email\/|invite\?token=)\S+/.test(t),
    10_000,
  );
  return text.match(/\/(?:reset_password\/|verify_email\/|invite\?token=)(\S+)/)?.[1] ?? '';
}

/** A shipping address the offline validator accepts (issue 26: a checkout ships). */
export const SHIPPING_ADDRESS = {
  address1: '1 Diamond Way',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};

/** The buyer's profile address, which the checkout offers first (prefilled). */
export const saveProfileAddress = (token: string, base?: string) =>
  api('user/userAddress', SHIPPING_ADDRESS, token, base);

/** A checkout's invoice shipped to {@link SHIPPING_ADDRESS}, as its buyer sets it (SHIP-4). */
export const shipInvoiceTo = (token: string, invoiceId: string) =>
  api('cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id: invoiceId }, token);

/** On the checkout page: save the prefilled shipping address, so the invoice may be paid. */
export async function shipToPrefilledAddress(page: Page): Promise<void> {
  await page.getByTestId('address-save').click();
  await page.getByTestId('checkout-ships-to').waitFor({ timeout: 10_000 });
}
