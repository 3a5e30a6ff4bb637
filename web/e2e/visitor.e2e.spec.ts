import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';

describe('A visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('browses lots without seeing a single price and is asked to log in to bid', async () => {
    const page = await newPage(browser);
    await page.goto('/search');
    await page.getByTestId('lot-card').first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\$\s?\d/);
    expect(await page.getByTestId('lot-price').count()).toBe(0);
    expect(await page.getByText('Login to bid').count()).toBeGreaterThan(0);
    // A lot that still takes bids: a closed one asks nobody to log in to bid.
    const biddable = page.getByTestId('lot-card').filter({ hasText: 'Login to bid' }).first();
    await biddable.locator('p').nth(1).click();
    await page.getByTestId('lot-detail').waitFor();
    expect(await page.getByTestId('lot-detail').innerText()).not.toMatch(/\$\s?\d/);
    await page.getByTestId('login-to-bid').waitFor();
    expect(await page.getByTestId('bid-form').count()).toBe(0);
  });

  it("titles pages '{title} | Facet' and shows the not-found page for unknown routes", async () => {
    const page = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByText('404').waitFor();
    expect(await page.title()).toBe('Page not found | Facet');
  });

  it('reads the static pages and writes to the marketplace from /contact', async () => {
    const page = await newPage(browser);
    for (const [path, heading] of [
      ['/about', 'About Facet'],
      ['/how_to_bid', 'How to Bid'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    // /support says what it is once (issue 27 item 15): its page title, then the questions.
    await page.goto('/support');
    await page.getByText('Who can bid?').waitFor();
    expect(await page.locator('main').getByRole('heading').allInnerTexts()).toEqual(['FAQ']);
    await page.goto('/contact');
    await page.waitForFunction(() => document.title === 'Contact Us | Facet');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByText('Required!').count()).toBe(4);
    await form.getByLabel('Name').fill('Ada Stone');
    await form.getByLabel('Email').fill('ada@stones');
    await form.getByLabel('Subject').fill('Shipping');
    await form.getByLabel('Message').fill('Do you ship to Antwerp?');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Invalid email format').waitFor();
    await form.getByLabel('Email').fill('ada@stones.test');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you, we will get back to you soon').waitFor();
  });

  it('is sent home from a guarded route', async () => {
    const page = await newPage(browser);
    await page.goto('/auctions/all');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
