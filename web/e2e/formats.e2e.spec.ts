import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, DEMO_SELLER, launch, login, newPage } from './browser';
import { creditWallet, iso, lotCard, SHIPPING_ADDRESS, signUp, until } from './marketplace';
import { listAuction, listLot } from './seller-listings';
import { downloadSalesReport, salesReportShown } from './seller-reports';

/**
 * Issue 27, items 6, 13 and 14: the spec's formats (MM-DD-YYYY h:mm a, $ with separators, '/ct',
 * weights with their decimals), dates and Latin text kept in their own direction in Arabic, and
 * invoices without an empty deposit line or internal ids. A buyer buys a 25.10 ct parcel priced
 * per carat from the demo seller, paid from the wallet; an auction closing in three days shows
 * its dates and countdown.
 */
const PASSWORD = 'formats-e2e-pass-123';
const DATE_TIME = /^\d\d-\d\d-\d{4} \d{1,2}:\d\d [ap]m$/;

/** Whether the first character of `el`'s first text node with a date is drawn left of its year. */
const readsMonthFirst = (el: Locator) =>
  el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    while (walker.nextNode())
      if (/\d\d-\d\d-\d{4}/.test(walker.currentNode.textContent ?? '')) {
        text = walker.currentNode as Text;
        break;
      }
    if (!text) return null;
    const at = (from: number) => {
      const r = document.createRange();
      r.setStart(text, from);
      r.setEnd(text, from + 1);
      return r.getBoundingClientRect().x;
    };
    const start = (text.textContent ?? '').search(/\d\d-\d\d-\d{4}/);
    return at(start) < at(start + 6);
  });

describe('Issue 27: formats, right to left and invoices', () => {
  let browser: Browser;
  let buyerPage: Page;
  let sellerPage: Page;
  const tag = `fmt-${Date.now()}`;
  let lotId = '';
  let invoiceId = '';
  let auctionId = '';
  let buyerEmail = '';

  beforeAll(async () => {
    const buyer = await signUp('Fay', `${tag}@formats.test`, PASSWORD);
    buyerEmail = buyer.email;
    const admin = (await api('user/login', ADMIN)).token;
    const seller = (await api('user/login', DEMO_SELLER)).token;
    await creditWallet(admin, buyer.id, 5_000, `e2e ${tag}`);
    const now = Date.now();
    lotId = await listLot(seller, {
      title: `${tag} Rough parcel`,
      buynow: 1,
      bprice: 100,
      sprice: 50,
      weight: '25.10',
      total_stones: 12,
      date_closed: iso(now + 24 * 3_600_000),
    });
    auctionId = await listAuction(seller, {
      title: `${tag} Antwerp sale`,
      date_closed: iso(now + 3 * 86_400_000),
    });
    await listLot(seller, {
      auctionid: auctionId,
      title: `${tag} Latin rough title long enough to be cut on a card of the sale`,
      date_closed: iso(now + 3 * 86_400_000),
    });
    await until(
      () => lotCard(buyer.token, lotId),
      (c) => c?.market_status === 'open',
    );
    await api('buynow/addToCart', { cart: [{ product_id: lotId, qty: 1 }] }, buyer.token);
    invoiceId = (await api('cart/checkout', { commandId: `${tag}-checkout` }, buyer.token))
      .invoice_id;
    await api('cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id: invoiceId }, buyer.token);
    await until(
      () => api('invoice/invoice', { id: invoiceId }, buyer.token).catch(() => null),
      (i) => i !== null,
    );
    await api(
      'credit/payCartWallet',
      { invoice_id: invoiceId, commandId: `${tag}-pay` },
      buyer.token,
    );

    browser = await launch();
    buyerPage = await newPage(browser);
    await login(buyerPage, buyer.email, PASSWORD);
    sellerPage = await newPage(browser);
    await login(sellerPage, DEMO_SELLER.email, DEMO_SELLER.password);
  }, 120_000);
  afterAll(async () => browser?.close());

  it('item 6: dates MM-DD-YYYY h:mm a, $ amounts, /ct and weights with decimals, in English and Arabic', async () => {
    await buyerPage.goto(`/invoice/${invoiceId}?lang=en`);
    const items = buyerPage.getByTestId('invoice-items');
    await items.waitFor();
    expect(await items.innerText()).toContain('25.10 cts');
    expect(await items.innerText()).toContain('$100.00/ct');
    expect(await items.innerText()).toContain('$2,510.00');
    const dated = buyerPage.getByTestId('invoice').locator('p').filter({ hasText: DATE_TIME });
    expect(await dated.first().innerText()).toMatch(DATE_TIME);

    // The seller's sales report: the same formats on screen and in the CSV.
    const shown = await salesReportShown(sellerPage, lotId);
    const row = shown.find((cells) => cells.includes(lotId)) ?? [];
    expect(row[0]).toMatch(DATE_TIME);
    expect(row).toContain('$100.00/ct');
    expect(row).toContain('$2,510.00');
    const { records } = await downloadSalesReport(sellerPage);
    expect(records.find((r) => r.includes(lotId))).toEqual(row);

    // Arabic: the same figures, the date still month first.
    await buyerPage.goto(`/invoice/${invoiceId}?lang=ar`);
    await items.waitFor();
    expect(await buyerPage.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await items.innerText()).toContain('25.10 cts');
    expect(await items.innerText()).toContain('$100.00/ct');
    const arDate = buyerPage
      .getByTestId('invoice-transactions')
      .locator('span[dir="ltr"]', { hasText: DATE_TIME })
      .first();
    expect(await arDate.innerText()).toMatch(DATE_TIME);
    expect(await readsMonthFirst(arDate)).toBe(true);
  });

  it('item 13: in Arabic a date reads month first, a Latin title keeps its direction and the countdown counts in Arabic units', async () => {
    await buyerPage.goto(`/liveAuction/${auctionId}?lang=ar`);
    const ends = buyerPage.locator('main p').filter({ hasText: 'تنتهي المزايدة:' }).first();
    await ends.waitFor();
    expect(await readsMonthFirst(ends)).toBe(true);
    const card = buyerPage.getByTestId('lot-card').filter({ hasText: tag }).first();
    await card.waitFor();
    const title = card.locator('[dir="auto"]').filter({ hasText: 'Latin rough title' });
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const countdown = await card.getByTestId('countdown').innerText();
    expect(countdown).toMatch(/\dي \d\d:\d\d:\d\d/);
    expect(countdown).not.toMatch(/\dd /);
  });

  it('item 13: on a 375 px phone in Arabic, a Latin title in a table reads left to right and a date stays on one line', async () => {
    const phone = await newPage(browser, 375, 812);
    await login(phone, buyerEmail, PASSWORD);
    await phone.goto('/invoices/all?lang=ar');
    const row = phone.getByTestId('invoice-list').locator('tbody tr').filter({ hasText: tag });
    await row.first().waitFor();
    const title = row.first().locator('td').filter({ hasText: 'Rough parcel' });
    // '<tag> Rough parcel' drawn left to right: its first letter left of its last.
    expect(
      await title.evaluate((td) => {
        const text = td.firstChild as Text;
        const x = (i: number) => {
          const r = document.createRange();
          r.setStart(text, i);
          r.setEnd(text, i + 1);
          return r.getBoundingClientRect().x;
        };
        return x(0) < x((text.textContent ?? '').length - 1);
      }),
    ).toBe(true);
    const date = row.first().locator('span', { hasText: /\d\d-\d\d-\d{4}/ });
    expect(await date.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await readsMonthFirst(date)).toBe(true);
    await phone.context().close();
  });

  it('item 14: the invoice has no empty deposit line and no internal ids; the Bought card shows the price paid', async () => {
    await buyerPage.goto(`/invoice/${invoiceId}?lang=en`);
    const payments = buyerPage.getByTestId('invoice-transactions').locator('tbody tr');
    await payments.first().waitFor();
    expect(await buyerPage.getByTestId('invoice-deposit-applied').count()).toBe(0);
    expect(await buyerPage.getByTestId('invoice').innerText()).not.toContain('Deposit applied');
    const paid = await payments.first().innerText();
    expect(paid).toContain('$2,510.00');
    // A wallet payment's reference is the ledger's key, made of the paying command's id.
    expect(paid).not.toContain(`${tag}-pay`);

    await buyerPage.goto('/purchases/bought?lang=en');
    const purchase = buyerPage.getByTestId('purchase').filter({ hasText: tag }).first();
    await purchase.waitFor();
    expect(await purchase.getByTestId('purchase-paid').innerText()).toMatch(
      /Price paid:\s*\$2,510\.00/,
    );
  });
});
