import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { siteOf, siteUrlFor } from './site-url.js';

const config = (publicUrl?: string) => ({
  publicUrl,
  corsOrigins: ['https://shop.example'],
});

describe('Issue 27 item 17: the address mail links point to', () => {
  it('has no made-up localhost default: PUBLIC_URL unset is no address', () =>
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBeUndefined());

  it('is PUBLIC_URL when set, whatever the request says', () =>
    expect(
      siteUrlFor(
        { origin: 'https://evil.example', host: 'evil.example' },
        config('https://facet.example'),
      ),
    ).toBe('https://facet.example'));

  it("is the page's origin when it is this host", () =>
    expect(
      siteUrlFor(
        siteOf({
          protocol: 'http',
          headers: { origin: 'http://127.0.0.1:41234', host: '127.0.0.1:41234' },
        }),
        config(),
      ),
    ).toBe('http://127.0.0.1:41234'));

  it('is an origin CORS allows (the web on its own host)', () =>
    expect(
      siteUrlFor({ origin: 'https://shop.example/', host: 'api.internal:3000' }, config()),
    ).toBe('https://shop.example'));

  it("is the host the request reached, never another site's origin", () =>
    expect(
      siteUrlFor(
        { origin: 'https://evil.example', host: 'market.example', protocol: 'https' },
        config(),
      ),
    ).toBe('https://market.example'));
});
