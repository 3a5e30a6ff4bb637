import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

/** A real HTTP endpoint standing in for the marketing-automation provider. */
function providerDouble() {
  const received: { headers: IncomingHttpHeaders; body: { email?: string } }[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (down) return void res.writeHead(503).end();
      received.push({ headers: req.headers, body: JSON.parse(raw) as { email?: string } });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
    });
  });
  return { server, received, setDown: (d: boolean) => (down = d) };
}

describe('Newsletter sign-up from the footer', () => {
  let h: Harness;
  const provider = providerDouble();
  const signUps = async () =>
    (await h.app.get<EventStore>(EVENT_STORE).readAll()).filter(
      (e) => e.type === 'NewsletterSubscribed',
    );

  beforeAll(async () => {
    await new Promise<void>((ok) => provider.server.listen(0, '127.0.0.1', ok));
    const { port } = provider.server.address() as AddressInfo;
    h = await startHarness({
      NEWSLETTER_URL: `http://127.0.0.1:${port}/v3/contacts`,
      NEWSLETTER_API_KEY: 'key-123',
    });
  });
  afterAll(async () => {
    await h?.close();
    provider.server.close();
  });

  it.each([
    [{ email: '' }, 'Required'],
    [{}, 'Required'],
    [{ email: 'not-an-address' }, 'Invalid email format'],
  ])('refuses %j with the spec message', async (body, message) => {
    const r = await h.post('common/subscribeNewsletter', body);
    expect(r.status).toBe(400);
    expect(r.body.data.message).toBe(message);
  });

  it('records the address once and hands it to the provider with the API key', async () => {
    const r = await h.post('common/subscribeNewsletter', { email: ' Ada@Stones.test ' });
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('Subscribed to newsletter successfully');
    expect(provider.received.at(-1)?.body.email).toBe('ada@stones.test');
    expect(provider.received.at(-1)?.headers['api-key']).toBe('key-123');

    const again = await h.post('common/subscribeNewsletter', { email: 'ada@stones.test' });
    expect(again.body.data.message).toBe('Subscribed to newsletter successfully');
    expect(
      (await signUps()).filter((e) => (e.data as { email: string }).email === 'ada@stones.test'),
    ).toHaveLength(1);
  });

  it('keeps a sign-up the provider could not take', async () => {
    provider.setDown(true);
    const r = await h.post('common/subscribeNewsletter', { email: 'grace@stones.test' });
    provider.setDown(false);
    expect(r.status).toBe(200);
    expect((await signUps()).map((e) => (e.data as { email: string }).email)).toContain(
      'grace@stones.test',
    );
  });
});
