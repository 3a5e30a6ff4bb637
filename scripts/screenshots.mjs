// npm run screenshots: every back-office screen in English and Arabic, as PNGs under
// docs/screenshots/backoffice/{en,ar}/, and the buyer's and the visitor's pages in both languages, on a
// desktop and at 375 px, under docs/screenshots/buyer/{en,ar}/{desktop,mobile}/. Starts the built marketplace with its demo data (with-marketplace.mjs),
// signs in as the demo seller and the admin in Debian's Chromium, and opens each screen.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBin } from './node/this-node.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.BASE_URL;
if (!base) {
  // Re-run this script inside a fresh marketplace.
  const r = spawnSync(
    nodeBin,
    [join(repo, 'scripts/with-marketplace.mjs'), '--', nodeBin, fileURLToPath(import.meta.url)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(r.status ?? 1);
}

const { launchChromium } = await import('../web/e2e/chromium.mjs');

const SELLER = { email: 'seller@facet.test', password: 'seller-demo-pass' };
const ADMIN = {
  email: 'admin@facet.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-demo-pass',
};
const AUDITOR = { email: 'auditor@facet.test', password: 'auditor-demo-pass' };
/** The closed demo lot and auction whose replays are shown (issue 18). */
const DEMO_CLOSED_LOT = '6.02 cts rough';
const DEMO_CLOSED_AUCTION = 'Dubai Melee and Rough Sale (closed)';

/**
 * [file name, path] per screen, per role signing in; `:buyer`, `:closedLot`, `:closedAuction`, `:sellerInvoice` become the
 * demo ids. A web test checks that every back-office screen of the router has its entry and both PNGs.
 */
const SCREENS = JSON.parse(readFileSync(join(repo, 'scripts/backoffice-screens.json'), 'utf8'));
/** The same for the storefront, signed out and as the demo buyer; `:openLot`, `:sealedLot` are demo lots. */
const BUYER_SCREENS = JSON.parse(readFileSync(join(repo, 'scripts/buyer-screens.json'), 'utf8'));
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
};
const BUYER = { email: 'buyer1@facet.test', password: 'buyer-demo-pass' };

/** The ids behind the replay screens, read from the admin's own lists as an admin finds them. */
async function closedDemoIds(page) {
  await page.goto('/admin/lots/closed');
  await page.getByTestId('admin-lots-search').fill(DEMO_CLOSED_LOT);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid^="lot-replay-"]').length === 1,
  );
  const lot = await page.locator('[data-testid^="lot-replay-"]').getAttribute('data-testid');
  await page.goto('/seller/auctions/closed');
  const auction = await page
    .locator('tr', { hasText: DEMO_CLOSED_AUCTION })
    .locator('[data-testid^="auction-replay-"]')
    .getAttribute('data-testid');
  return {
    closedLot: lot.replace('lot-replay-', ''),
    closedAuction: auction.replace('auction-replay-', ''),
  };
}

/** A screen's address with its ids filled in and the language asked for. */
function screenUrl(path, ids, lang) {
  const url = new URL(
    path.replace(/:(\w+)/g, (_, key) => ids[key]),
    base,
  );
  url.searchParams.set('lng', lang);
  return `${url.pathname}${url.search}`;
}

async function signIn(page, who) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
}

async function shoot(page, url, file) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Lists and forms load their data after the first paint; give the last request a moment.
  await page.waitForTimeout(600);
  // A lot opens in a drawer fixed to the window: the window is what the buyer sees of it.
  await page.screenshot({ path: file, fullPage: !url.includes('lot=') });
}

/** An open auction lot and an open sealed lot of the demo, as a visitor finds them. */
async function openDemoLots() {
  const { records } = await call('product/search', { limit: 50, page: 1 });
  const open = records.filter((r) => r.market_status === 'open');
  return {
    openLot: open.find((r) => r.auctiontype === 'standard' && !r.bprice)?.id ?? open[0].id,
    sealedLot: open.find((r) => r.auctiontype === 'sealed')?.id ?? open[0].id,
  };
}

async function call(path, body, token) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 'success') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data.responseData;
}

/** One of the demo seller's invoices, for the screen where a seller acts for its buyer. */
async function sellerInvoiceId(seller) {
  const { token } = await call('user/login', seller);
  const list = await call('seller/invoice/invoices', { action: 'all', page: 1, limit: 1 }, token);
  return list.records[0].id;
}

const browser = await launchChromium();
let taken = 0;
try {
  const admin = await call('user/login', ADMIN);
  const buyer = (await call('user/login', BUYER)).user;
  void admin;
  for (const [role, who] of [
    ['seller', SELLER],
    ['admin', ADMIN],
    ['auditor', AUDITOR],
  ]) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: base,
    });
    const page = await context.newPage();
    await signIn(page, who);
    const ids = {
      buyer: buyer.id,
      ...(role === 'admin' ? await closedDemoIds(page) : {}),
      ...(role === 'seller' ? { sellerInvoice: await sellerInvoiceId(who) } : {}),
    };
    for (const lang of ['en', 'ar']) {
      const dir = join(repo, 'docs/screenshots/backoffice', lang);
      mkdirSync(dir, { recursive: true });
      for (const [name, path] of SCREENS[role]) {
        await shoot(page, screenUrl(path, ids, lang), join(dir, `${name}.png`));
        taken++;
      }
    }
    await context.close();
  }
  const lots = await openDemoLots();
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    for (const role of ['visitor', 'buyer']) {
      const context = await browser.newContext({ viewport: size, baseURL: base });
      const page = await context.newPage();
      if (role === 'buyer') await signIn(page, BUYER);
      for (const lang of ['en', 'ar']) {
        const dir = join(repo, 'docs/screenshots/buyer', lang, viewport);
        mkdirSync(dir, { recursive: true });
        for (const [name, path] of BUYER_SCREENS[role]) {
          await shoot(page, screenUrl(path, lots, lang), join(dir, `${role}-${name}.png`));
          taken++;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `${taken} screenshots under docs/screenshots/backoffice/{en,ar}/ and docs/screenshots/buyer/{en,ar}/{desktop,mobile}/`,
);
