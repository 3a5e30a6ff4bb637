import { readFileSync } from 'node:fs';
import type {
  ApiEnvelope,
  LotSearchRecord,
  RouteAnswer,
  RouteBody,
  RoutePath,
} from '@facet/event-schemas';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.mjs';

/** The marketplace under test; a suite without one fails (never skips): see with-marketplace.mjs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
if (!BASE_URL) {
  throw new Error(
    'No marketplace to test: run through `node scripts/with-marketplace.mjs -- ...` or set BASE_URL',
  );
}
export const BUYER_PASSWORD = process.env.E2E_BUYER_PASSWORD ?? 'buyer-demo-pass';
/** The demo data's admin (npm start seeds it). */
export const ADMIN = {
  email: 'admin@facet.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-demo-pass',
};
/** The demo data's seller (npm start seeds it). */
export const DEMO_SELLER = { email: 'seller@facet.test', password: 'seller-demo-pass' };

/** Debian's Chromium, driven by playwright-core: no browser download. */
export const launch = (): Promise<Browser> => launchChromium();

/** A page of its own profile, on BASE_URL's marketplace unless `baseURL` names another. */
export async function newPage(
  browser: Browser,
  width = 1280,
  height = 900,
  baseURL = BASE_URL,
): Promise<Page> {
  // Each context has its own fresh profile, so two buyers never share storage.
  const context = await browser.newContext({ viewport: { width, height }, baseURL });
  return context.newPage();
}

/**
 * Keeps what the page shows as `<name>.png` when E2E_SHOTS names a folder (docs/screenshots
 * holds the committed ones); the whole page unless `fullPage` is false.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage });
}

/** Clicks what starts a download and reads the file the browser saved: its name, path and text. */
export async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), path, text: readFileSync(path, 'utf8') };
}

export async function login(page: Page, email: string, password = BUYER_PASSWORD) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** Types an amount in the lot's bid panel (a bid, a maximum or a sealed offer) and confirms it. */
export async function placeBid(page: Page, amount: number) {
  const panel = page.getByTestId('bid-panel');
  await panel.getByTestId('bid-amount').fill(amount.toFixed(2));
  await panel.getByTestId('bid-submit').click();
  await page.getByTestId('bid-confirm').click();
}

/**
 * A declared route called as a user's client would: its body and answer come from the route map.
 * On BASE_URL's marketplace unless `base` names another.
 */
export async function api<P extends RoutePath>(
  path: P,
  body: RouteBody<P>,
  token?: string,
  base?: string,
): Promise<RouteAnswer<P>>;
export async function api<T>(
  path: string,
  body: unknown,
  token?: string,
  base = BASE_URL,
): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as ApiEnvelope<T>;
  if (json.status !== 'success') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data.responseData;
}

export type LotRecord = Pick<
  LotSearchRecord,
  'id' | 'title' | 'market_status' | 'auctiontype' | 'date_added' | 'date_closed' | 'next_bid'
> &
  Partial<Pick<LotSearchRecord, 'buynow'>>;

/** The open standard lots (the first 100, the latest to close first), as `token` searches them. */
export async function openStandardLots(token: string): Promise<LotSearchRecord[]> {
  const { records } = await api(
    'product/search',
    {
      limit: 100,
      page: 1,
      orderby: 'date_closed desc',
      filters: { market_status: 'open', auctiontype: 'standard' },
    },
    token,
  );
  return records;
}

/** Started before `now` and not ending in the next ten minutes: a lot a test can bid on. */
export const liveForTenMinutes = (lot: LotRecord, now = Date.now()) =>
  Date.parse(lot.date_added) < now && Date.parse(lot.date_closed) > now + 10 * 60_000;

/** A standard lot that is open, started and not about to end: the one the bidding tests use. */
export async function findLiveLot(token: string): Promise<LotRecord> {
  // Not a buy-now lot: bidding it past its buy-now price withdraws the buy now the cart and
  // checkout tests take units of, whichever order the files run in.
  const lot = (await openStandardLots(token)).find((l) => l.buynow !== 1 && liveForTenMinutes(l));
  if (!lot) throw new Error('no live standard lot in the demo marketplace');
  return lot;
}
