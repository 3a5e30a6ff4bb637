import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';

/** A POST as `fetch` answers it, headers included (Retry-After is the point here). */
async function search(h: Harness, token?: string) {
  const res = await fetch(`${h.baseUrl}/api/product/search`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({}),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** Issue 19, defect 9: a client past its budget is told to come back, others are still served. */
describe('Per-client rate limits (RATE_LIMIT_PER_MINUTE)', () => {
  let h: Harness;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_PER_MINUTE: '7' });
    // Four anonymous calls from this address: the sign-ups and their captcha challenges.
    alice = (await signUp(h, 'Alice', 'alice@limits.test')).token;
    bob = (await signUp(h, 'Bob', 'bob@limits.test')).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves a signed-in client up to the limit, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 7; i++) expect((await search(h, alice)).status).toBe(200);
    const over = await search(h, alice);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    expect(over.body).toMatchObject({
      status: 'error',
      data: { responseType: 429, code: 'rate-limited', message: 'Too many requests' },
    });
  });

  it('counts a signed-in user apart from the others at the same address', async () => {
    expect((await search(h, bob)).status).toBe(200);
    expect((await search(h)).status).toBe(200);
  });

  it('counts anonymous clients by address', async () => {
    // The sign-ups, their challenges and the call above spent 5 of the address's 7.
    expect((await search(h)).status).toBe(200);
    expect((await search(h)).status).toBe(200);
    expect((await search(h)).status).toBe(429);
    expect((await search(h, bob)).status).toBe(200);
  });

  it('never limits the health check a load balancer polls', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${h.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe('Rate limits shared by two api nodes on one Redis', () => {
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    const base = process.env.REDIS_URL;
    if (!base) throw new Error('REDIS_URL is not set: start Redis with scripts/services/redis.sh');
    const url = `${base.replace(/\/\d*$/, '')}/9`;
    const redis = new Redis(url);
    await redis.flushdb();
    redis.disconnect();
    const env = { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_STORE: 'redis', REDIS_URL: url };
    a = await startHarness(env);
    b = await startHarness(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses the client on either node once its calls through both reach the limit', async () => {
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(200);
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(200);
    // Each node saw only two: counting on its own, both would still serve.
    const onA = await search(a);
    expect(onA.status).toBe(429);
    expect(Number(onA.retryAfter)).toBeGreaterThan(0);
    expect((await search(b)).status).toBe(429);
  });
});
