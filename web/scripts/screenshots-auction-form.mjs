// node web/scripts/screenshots-auction-form.mjs: the seller's template list, template form and
// auction form (new from a template, and an existing auction) in English and Arabic, from a
// running marketplace (BASE_URL) into docs/screenshots/backoffice/.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = new URL('../../docs/screenshots/backoffice/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function shoot(lang) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    baseURL: base,
  });
  // The language switcher's stored choice, so every page of the visit keeps it.
  await context.addInitScript((l) => localStorage.setItem('facet.lang', l), lang);
  const page = await context.newPage();
  await page.goto(`/login?lang=${lang}`);
  await page.locator('input[name="email"]').fill(process.env.SHOT_SELLER ?? 'seller@facet.test');
  await page
    .locator('input[name="password"]')
    .fill(process.env.SHOT_PASSWORD ?? 'seller-demo-pass');
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/');

  await page.goto('/seller/templates');
  await page.getByTestId('template-new').click();
  const title = lang === 'ar' ? 'مناقصة شهرية' : 'Monthly rough tender';
  await page.getByTestId('template-title').fill(title);
  await page.getByTestId('template-duration').fill('72');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}template-form-${lang}.png` });
  await page.getByTestId('template-save').click();
  const row = page.getByTestId('seller-templates').locator('tbody tr', { hasText: title });
  await row.waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}seller-templates-${lang}.png` });

  await row.locator('a[href*="template="]').click();
  await page.getByTestId('from-template').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}auction-detail-new-${lang}.png`, fullPage: true });
  await page.getByTestId('auction-save').click();
  await page.getByTestId('auction-form-lots').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}auction-detail-edit-${lang}.png`, fullPage: true });
  await context.close();
}

await shoot('en');
await shoot('ar');
await browser.close();
console.log(`screenshots in ${out}`);
