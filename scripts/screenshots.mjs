// npm run screenshots: every back-office screen in English and Arabic, as PNGs under
// docs/screenshots/backoffice/{en,ar}/. Starts the built marketplace with its demo data (with-marketplace.mjs),
// signs in as the demo seller and the admin in Debian's Chromium, and opens each screen.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.BASE_URL;
if (!base) {
  // Re-run this script inside a fresh marketplace.
  const r = spawnSync(
    'node',
    [join(repo, 'scripts/with-marketplace.mjs'), '--', 'node', fileURLToPath(import.meta.url)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(r.status ?? 1);
}

const { chromium } = await import('playwright-core');

const SELLER = { email: 'seller@facet.test', password: 'seller-demo-pass' };
const ADMIN = {
  email: 'admin@facet.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-demo-pass',
};

/** [file name, path] per screen; `:buyer` becomes the demo buyer's id. */
const SCREENS = {
  seller: [
    ['seller-dashboard', '/seller/dashboard'],
    ['seller-lots', '/seller/lots/all'],
    ['seller-auctions', '/seller/auctions/all'],
    ['seller-templates', '/seller/templates'],
    ['seller-offers', '/seller/offers'],
    ['seller-reports', '/seller/reports'],
    ['seller-subscription', '/seller/subscription'],
    ['seller-organization', '/seller/organization'],
    ['seller-auction-form', '/post_project/auction_detail/new'],
    ['seller-lot-form', '/post_project/create_lot/new'],
  ],
  admin: [
    ['admin-lots', '/admin/lots/all'],
    ['admin-users', '/admin/users/all'],
    ['admin-user', '/admin/user/:buyer'],
    ['admin-mail', '/admin/mail'],
    ['admin-increments', '/admin/increments'],
    ['admin-configuration', '/admin/configuration'],
    ['admin-tables', '/admin/tables/banners'],
    ['admin-pages', '/admin/pages'],
    ['admin-phrases', '/admin/phrases'],
    ['admin-fields', '/admin/fields/1'],
  ],
};

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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
let taken = 0;
try {
  const admin = await call('user/login', ADMIN);
  const buyer = (
    await call('user/login', { email: 'buyer1@facet.test', password: 'buyer-demo-pass' })
  ).user;
  void admin;
  for (const [role, who] of [
    ['seller', SELLER],
    ['admin', ADMIN],
  ]) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: base,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(who.email);
    await page.locator('input[name="password"]').fill(who.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    for (const lang of ['en', 'ar']) {
      const dir = join(repo, 'docs/screenshots/backoffice', lang);
      mkdirSync(dir, { recursive: true });
      for (const [name, path] of SCREENS[role]) {
        await page.goto(`${path.replace(':buyer', buyer.id)}?lng=${lang}`);
        await page.waitForLoadState('networkidle');
        // Lists and forms load their data after the first paint; give the last request a moment.
        await page.waitForTimeout(600);
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
        taken++;
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${taken} screenshots under docs/screenshots/backoffice/{en,ar}/`);
