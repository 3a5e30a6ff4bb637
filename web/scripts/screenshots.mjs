// node web/scripts/screenshots.mjs: screenshots of a running marketplace (BASE_URL, default
// http://localhost:3000) into docs/screenshots/, with Debian's Chromium through playwright-core.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: base });
const page = await context.newPage();
const t0 = Date.now();
await page.goto('/?lang=en');
await page.getByTestId('hero').waitFor();
await page.getByTestId('home-auctions').waitFor();
console.log(`home interactive (hero and auctions drawn) after ${Date.now() - t0} ms`);
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}home.png`, fullPage: true });

await page.goto('/login');
await page.locator('input[name="email"]').fill(process.env.SHOT_USER ?? 'buyer1@facet.test');
await page.locator('input[name="password"]').fill(process.env.SHOT_PASSWORD ?? 'buyer-demo-pass');
await page.locator('main form button[type="submit"]').click();
await page.waitForURL((u) => u.pathname === '/');
await page.goto('/search');
await page.getByTestId('lot-card').first().waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}listing.png`, fullPage: false });

const id = await page.getByTestId('lot-card').nth(2).getAttribute('data-lot-id');
await page.goto(`/search?lot=${id}`);
await page.getByTestId('lot-detail').waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}lot-detail.png` });

const ar = await (
  await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: base })
).newPage();
await ar.goto('/?lang=ar');
await ar.getByTestId('hero').waitFor();
await ar.getByTestId('home-auctions').waitFor();
await ar.waitForTimeout(600);
await ar.screenshot({ path: `${out}home-ar.png`, fullPage: true });
await browser.close();
console.log(`screenshots in ${out}`);
