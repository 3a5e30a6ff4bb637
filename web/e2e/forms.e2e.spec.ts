import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, newPage } from './browser';
import { iso, signUp, type Buyer } from './marketplace';
import { listLot } from './seller-listings';
import { demoSellerToken } from './signed-in';

/** Issue 27, the forms helper's items: each `it` fails on the main the issue was filed against. */
describe('Forms, feedback and layout (issue 27)', () => {
  let browser: Browser;
  let seller: string;
  let buyer: Buyer;
  const stamp = Date.now();
  beforeAll(async () => {
    browser = await launch();
    seller = await demoSellerToken();
    buyer = await signUp('Forms', `forms-${stamp}@facet.test`, 'forms-pass-1');
  });
  afterAll(async () => browser?.close());

  const buyerPage = async (width?: number): Promise<Page> => {
    const page = await newPage(browser, width);
    await login(page, buyer.email, buyer.password);
    return page;
  };

  it('item 19: a signed-in page names its controls with the words they show (WCAG 2.5.3)', async () => {
    const page = await buyerPage();
    for (const lang of ['en', 'ar']) {
      await page.goto(`/?lng=${lang}`);
      await page.getByTestId('user-badge').waitFor();
      const result = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .analyze();
      expect(result.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    }
    await page.context().close();
  });

  it('item 7: the offer field takes digits, a point or comma and a sign; offer and pre-bid dialogs say so', async () => {
    const sealed = await listLot(seller, { title: `Forms sealed ${stamp}`, auctiontype: 'sealed' });
    const upcoming = await listLot(seller, {
      title: `Forms upcoming ${stamp}`,
      date_added: iso(Date.now() + 3_600_000),
    });
    const page = await buyerPage();
    await page.goto(`/search?lot=${sealed}`);
    const field = page.getByTestId('bid-panel').getByTestId('bid-amount');
    await field.pressSequentially('1a2e,5x');
    expect(await field.inputValue()).toBe('12,5');
    await field.fill('');
    await field.pressSequentially('+150.00');
    expect(await field.inputValue()).toBe('+150.00');
    await page.getByTestId('bid-panel').getByTestId('bid-submit').click();
    const offer = page.getByRole('dialog', { name: 'Confirm your offer' });
    await offer.waitFor();
    expect(await offer.getByTestId('bid-confirm-text').innerText()).toContain('Submit an offer of');
    await offer.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/search?lot=${upcoming}`);
    await page.getByTestId('bid-panel').getByTestId('bid-amount').fill('150');
    await page.getByTestId('bid-panel').getByTestId('bid-submit').click();
    const preBid = page.getByRole('dialog', { name: 'Confirm your pre-bid' });
    await preBid.waitFor();
    expect(await preBid.getByTestId('bid-confirm-text').innerText()).toContain('Place a pre-bid of');
    await page.context().close();
  });
});
