import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../../../test/http-harness.js';

/** A request from `localAddress`; resolves with its status once answered. */
function post(port: number, path: string, body: string, localAddress: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    localAddress,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  return { req, status };
}

/**
 * Issue 28, item 3: one address's requests are worked on at most REQUESTS_PER_ADDRESS at once;
 * the next wait their turn, while other addresses and /api/health are served.
 */
describe('Requests worked on at once per address', () => {
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    h = await startHarness({ REQUESTS_PER_ADDRESS: '1' });
    port = Number(new URL(h.baseUrl).port);
  });
  afterAll(() => h?.close());

  it("queues an address's next request behind its running one, and no one else's", async () => {
    // A login whose body is still arriving: running, holding the address's one place.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    const running = post(port, '/api/user/login', body, '127.0.0.1');
    running.req.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));

    const order: string[] = [];
    const queued = post(port, '/api/product/search', '{}', '127.0.0.1');
    queued.req.end('{}');
    void queued.status.then(() => order.push('queued'));
    // Another address, and the health check of the same one, are answered meanwhile.
    const other = post(port, '/api/product/search', '{}', '127.0.0.2');
    other.req.end('{}');
    expect(await other.status).toBe(200);
    expect((await fetch(`${h.baseUrl}/api/health`)).status).toBe(200);
    order.push('others answered');

    running.req.end(body.slice(10));
    expect(await running.status).toBe(200);
    expect(await queued.status).toBe(200);
    expect(order).toEqual(['others answered', 'queued']);
  });
});
