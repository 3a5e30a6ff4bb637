import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listed, success } from './envelope.js';
import { successMessages } from './success.messages.js';

const apiSrc = fileURLToPath(new URL('../../', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

describe('Issue 27 item 5: a success message carries a code beside its English', () => {
  it.each([
    ['Logged in successfully', 'auth.logged-in'],
    ['Bid placed successfully', 'bid.placed'],
    ['Offer Placed Successfully', 'offer.placed'],
    ['Successfully registered!', 'auth.registered'],
    ['Logged out successfully', 'auth.logged-out'],
    ['Subscribed to newsletter successfully', 'newsletter.subscribed'],
  ])('%j is answered as the spec words it, with code %s', (message, code) =>
    expect(success(message, {}).data).toEqual({
      message,
      responseType: 200,
      responseData: {},
      code,
    }),
  );

  it("leaves a read's message without a code (the web never shows it)", () =>
    expect(listed('Lots', []).data).not.toHaveProperty('code'));

  it('names each English text once, so a text reads back to one code', () => {
    const texts = Object.values(successMessages);
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("has a code for every '... successfully' text a handler answers", () => {
    const said = sources(apiSrc).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/success\(\s*'([^']*)'/g)].map((m) => m[1] ?? ''),
    );
    const coded = new Set(Object.values(successMessages));
    expect(said.length).toBeGreaterThan(100);
    expect(said.filter((text) => /successfully/i.test(text) && !coded.has(text))).toEqual([]);
  });
});
