import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFromEnv } from './captcha.config.js';
import { SiteverifyCaptcha } from './siteverify.captcha.js';

describe('Captcha: a provider (Turnstile, hCaptcha) against a local fake siteverify', () => {
  let server: Server;
  let url = '';
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        if (form.get('response') === 'boom') return res.writeHead(500).end();
        if (form.get('response') === 'slow') return; // never answers: the adapter times out
        res.writeHead(200, { 'content-type': 'application/json' });
        const ok = form.get('secret') === 'secret-key' && form.get('response') === 'good-token';
        res.end(
          JSON.stringify(
            ok ? { success: true } : { success: false, 'error-codes': ['timeout-or-duplicate'] },
          ),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const turnstile = () =>
    captchaFromEnv({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'secret-key',
      CAPTCHA_VERIFY_URL: url,
    });

  it('is configured by env, and gives the browser its site key', async () => {
    expect(turnstile().describe).toBe(`TURNSTILE (${url})`);
    expect(await turnstile().challenge()).toEqual({ kind: 'turnstile', site_key: 'site-key' });
  });

  it("is true when the provider answers success, with the secret, the token and the user's address", async () => {
    expect(await turnstile().verify('good-token', '203.0.113.9')).toBe(true);
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      secret: 'secret-key',
      response: 'good-token',
      remoteip: '203.0.113.9',
    });
  });

  it('is false for an expired or wrong token, a provider error, or no token at all', async () => {
    expect(await turnstile().verify('expired-token')).toBe(false);
    expect(await turnstile().verify('boom')).toBe(false);
    expect(await turnstile().verify(undefined)).toBe(false);
  });

  it('is false when the provider cannot be reached', async () => {
    const gone = new SiteverifyCaptcha('hcaptcha', 'k', 's', 'http://127.0.0.1:9/siteverify');
    expect(await gone.verify('good-token')).toBe(false);
  });
});
