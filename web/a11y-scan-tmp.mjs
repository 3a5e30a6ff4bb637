import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = 'http://127.0.0.1:3912';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const p = await ctx.newPage();
const scan = async (path) => {
  await p.goto(path); await p.waitForLoadState('networkidle'); await p.waitForTimeout(500);
  const r = await new AxeBuilder({ page: p }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
  console.log(path, r.violations.map((v) => `${v.id}(${v.nodes.length})`).join(' '));
  return r.violations;
};
const all = {};
await p.goto('/login');
await p.locator('input[name="email"]').fill('buyer1@facet.test');
await p.locator('input[name="password"]').fill('buyer-demo-pass');
await p.locator('main form button[type="submit"]').click();
await p.waitForURL((u) => u.pathname === '/');
for (const lang of ['en', 'ar']) {
  await p.goto(`/?lang=${lang}`);
  for (const path of ['/', '/search', '/auctions/all', '/offers/all', '/watchlist/all', '/purchases/all', '/buynowcart', '/invoices/all', '/transactions', '/deposits/all', '/account/profile', '/account/address', '/account/notifications', '/wallet', '/saved_search', '/reset_password']) {
    for (const v of await scan(path)) (all[v.id] ??= []).push(...v.nodes.slice(0,2).map(n => `${path} ${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1]?.slice(0,150)}`));
  }
}
for (const [id, ns] of Object.entries(all)) { console.log('==', id); const seen=new Set(); for (const n of ns) { const k=n.split(' :: ')[1]; if (seen.has(k)) continue; seen.add(k); console.log('  ', n.slice(0,400)); } }
await b.close();
