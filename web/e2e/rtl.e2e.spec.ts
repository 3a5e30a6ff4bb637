import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';

describe('Arabic', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('renders the home page right to left with Arabic text', async () => {
    const page = await newPage(browser);
    await page.goto('/?lang=ar');
    await page.getByTestId('hero').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('header').innerText()).toContain('المزادات');
    // The logo starts on the right in a mirrored layout.
    const box = await page.locator('header a').first().boundingBox();
    expect(box && box.x > 640).toBe(true);
  });

  it('switches back to English left to right', async () => {
    const page = await newPage(browser);
    await page.goto('/?lang=en');
    await page.getByTestId('hero').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
  });
});
