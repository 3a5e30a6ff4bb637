import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, newPage } from './browser';
import { type Buyer, signUp } from './marketplace';

const password = 'Rough-Parcel-48';
const stamp = Date.now();

/** Issue 30: a buyer registers their company and adds a second representative, who accepts. */
describe('Company representatives', () => {
  let browser: Browser;
  let annPage: Page;
  let bobPage: Page;
  let ann: Buyer;
  let bob: Buyer;
  const representatives = (page: Page) =>
    page.getByTestId('company-representative').allTextContents();

  beforeAll(async () => {
    ann = await signUp('Ann', `ann.${stamp}@company-reps.test`, password);
    bob = await signUp('Bob', `bob.${stamp}@company-reps.test`, password);
    browser = await launch();
    annPage = await newPage(browser);
    bobPage = await newPage(browser);
    await login(annPage, ann.email, password);
    await login(bobPage, bob.email, password);
  });
  afterAll(async () => browser?.close());

  it('Ann registers her company on the Company tab and invites Bob by his email', async () => {
    await annPage.goto('/account/company');
    await annPage.getByTestId('company-name').fill('Antwerp Rough BV');
    await annPage.getByTestId('company-registration-number').fill('BE0123456789');
    await annPage.getByTestId('company-country').fill('Belgium');
    await annPage.getByTestId('company-register').click();
    await annPage.getByText('Company registered').first().waitFor();
    expect(await annPage.getByTestId('company-title').textContent()).toBe('Antwerp Rough BV');
    await annPage.getByTestId('company-add-email').fill(bob.email);
    await annPage.getByTestId('company-add').click();
    await annPage.getByText('Representative invited').first().waitFor();
    expect((await representatives(annPage))[1]).toContain('Invited');
  });

  it('Bob accepts with his own login; both see the company with its two representatives', async () => {
    await bobPage.goto('/account/company');
    await bobPage.getByTestId('company-accept').click();
    await bobPage.getByTestId('company-card').waitFor();
    expect(await bobPage.getByTestId('company-title').textContent()).toBe('Antwerp Rough BV');
    await annPage.reload();
    await annPage.getByTestId('company-full').waitFor();
    for (const page of [annPage, bobPage]) {
      const rows = await representatives(page);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.includes('Representative'))).toBe(true);
    }
    expect(await bobPage.getByTestId('company-leave').textContent()).toBe('Leave');
  });
});
