// Debian's Chromium, driven by playwright-core (no browser download): one launch for the e2e
// suite (browser.ts) and the screenshot script (scripts/screenshots.mjs), plain JS so both load it.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox off, nothing in the background: the flags a CI container needs. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
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
}
