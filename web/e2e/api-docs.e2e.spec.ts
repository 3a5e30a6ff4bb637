import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';

/** Issue 19, operators: /api/docs is an interactive reference, served by the api itself. */
describe('The API reference at /api/docs', () => {
  let browser: Browser;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    // A script or style the site's CSP blocked shows as a console error: the page would be blank.
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    await page.goto('/api/docs');
  });
  afterAll(async () => browser?.close());

  // The list is virtualised (only what is on screen is rendered): a reader filters it by path.
  const find = async (path: string) => {
    await page.getByPlaceholder('Filter by tag or path').fill(path);
    const op = page.locator('.opblock').filter({ hasText: path }).first();
    await op.waitFor();
    return op;
  };

  it("finds a route by its path and shows its body's fields", async () => {
    const bid = await find('/api/bid/confirm');
    await bid.locator('.opblock-summary').click();
    // Calls are ready to try: the body's editor starts from an example naming every field.
    const example = await bid.locator('.body-param textarea').first().inputValue();
    expect(example).toContain('"wsprice"');
    expect(example).toContain('"bidding_type"');
    expect(refused).toEqual([]);
  });

  it('tries a call from the page and shows its answer', async () => {
    const health = await find('/api/health');
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await health
      .locator('.responses-wrapper .response-col_status')
      .getByText('200')
      .first()
      .waitFor();
    expect(await health.locator('.responses-wrapper').innerText()).toContain('"status": "up"');
  });
});
