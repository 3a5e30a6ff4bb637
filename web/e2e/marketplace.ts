import type { LotSearchRecord, RouteBody } from '@facet/event-schemas';
import type { Page } from 'playwright-core';
import { api, DEMO_SELLER } from './browser';
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

/**
 * A buy-now jewellery lot of 5 pieces at $1,500 each, priced per item, like the demo's seed lot 107,
 * listed by the demo seller for this spec alone: the specs that buy from it ran the seed lot's 5
 * pieces out before the last of them. Resolves once `token`'s buyer sees it open.
 */
export async function freshBuyNowLot(token: string, base?: string): Promise<Card> {
  const seller = (await api('user/login', DEMO_SELLER, undefined, base)).token;
  const now = Date.now();
  const { id } = await api(
    'seller/product/projectAction',
    {
      action: 'new',
      title: `Diamond stud earrings, 0.50 ct each, 18k gold (set of 5, per item) ${now}`,
      desc_proc: '<p>Matched pairs, screw backs, certificates included.</p>',
      auctiontype: 'standard',
      auction: 1,
      buynow: 1,
      pricing: 'per_item',
      weight: '0.50',
      total_stones: 2,
      qty: 5,
      sprice: 900,
      bprice: 1500,
      deposit: 0,
      categoryTypeId: 'jewellery',
      location_id: 'dubai',
      date_added: iso(now - 1_000),
      date_closed: iso(now + 24 * 3_600_000),
    },
    seller,
    base,
  );
  const card = await until(
    () => api('product/search', { filters: { id } }, token, base).then((r) => r.records[0]),
    (c) => c?.market_status === 'open',
  );
  return card as Card;
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
