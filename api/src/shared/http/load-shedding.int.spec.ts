import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';

/** Keeps this process's event loop (the api's, in process) busy for `ms`. */
const block = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

interface Told {
  status: number;
  retryAfter: string | null;
  code: string | undefined;
}
const told = async (res: Response): Promise<Told> => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  code: ((await res.json()) as { data?: { code?: string } }).data?.code,
});

/**
 * Issue 28, item 3: while the event loop lags, a new request is answered at once with a
 * retryable 503 rather than queued behind the flood; /api/health is never shed. The threshold
 * is set tiny here so that a short block of the loop passes it.
 */
describe('Load shedding while the event loop lags', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ SHED_EVENT_LOOP_DELAY_MS: '1', SHED_RETRY_AFTER_SECONDS: '3' });
  });
  afterAll(() => h?.close());

  it('answers 503 server.busy with Retry-After, and still answers /api/health', async () => {
    let shed: Told | undefined;
    let health: number | undefined;
    for (let attempt = 0; attempt < 40 && !shed; attempt++) {
      block(150);
      // Sent right after the lag was sampled: both meet the node under pressure.
      const [search, healthy] = await Promise.all([
        fetch(`${h.baseUrl}/api/product/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        fetch(`${h.baseUrl}/api/health`),
      ]);
      const answer = await told(search);
      if (answer.status === 503) {
        shed = answer;
        health = healthy.status;
      }
    }
    expect(shed).toEqual({ status: 503, retryAfter: '3', code: 'server.busy' });
    expect(health).toBe(200);
  });

  it('serves every request again once the loop is quiet', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (
        await fetch(`${h.baseUrl}/api/product/search`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status;
    }
    expect(status).toBe(200);
  });
});
