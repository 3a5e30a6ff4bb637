import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateKafka } from '../../projections/src/testing/private-kafka.js';
import { PrivateRedis } from '../../projections/src/testing/private-redis.js';
import { ChildApi } from './child-api.js';
import { sleep } from './storm-fixtures.js';

interface ReadyAnswer {
  status: number;
  checks: Record<string, { ok: boolean; error?: string }>;
}

/** Polls `/api/ready` until `wanted` says yes; the answers seen are returned for the message. */
async function readyUntil(
  api: ChildApi,
  wanted: (a: ReadyAnswer) => boolean,
  timeoutMs = 60_000,
): Promise<ReadyAnswer> {
  const end = Date.now() + timeoutMs;
  let last: ReadyAnswer | undefined;
  for (;;) {
    const r = await fetch(`http://127.0.0.1:${api.port}/api/ready`);
    const body = (await r.json()) as { data?: { responseData?: { checks?: unknown } } };
    last = {
      status: r.status,
      checks: (body.data?.responseData?.checks ?? {}) as ReadyAnswer['checks'],
    };
    if (wanted(last)) return last;
    if (Date.now() > end)
      throw new Error(`/api/ready never answered as wanted; last: ${JSON.stringify(last)}`);
    await sleep(250);
  }
}

const down = (name: string) => (a: ReadyAnswer) => a.status === 503 && a.checks[name]?.ok === false;
const up = (a: ReadyAnswer) => a.status === 200;

/**
 * Readiness asks each dependency at every probe (no cached flag): a load balancer stops sending
 * to a node whose Kafka broker or Redis died (503 naming it), and sends again once it is back.
 * The broker and the redis-server are the test's own (kill -9 and restart on the same port).
 */
describe('Readiness follows Kafka and Redis as they die and come back', () => {
  let kafka: PrivateKafka;
  let redis: PrivateRedis;
  let api: ChildApi;

  beforeAll(async () => {
    // Both settle before a failure is thrown: when one fails to start, afterAll stops the other.
    const [k, r] = await Promise.allSettled([PrivateKafka.start(), PrivateRedis.start()]);
    if (k.status === 'fulfilled') kafka = k.value;
    if (r.status === 'fulfilled') redis = r.value;
    for (const s of [k, r]) if (s.status === 'rejected') throw s.reason;
    api = await ChildApi.onTempDir('facet-ready-');
    await api.start({
      BUS: 'kafka',
      KAFKA_BROKERS: kafka.brokers.join(','),
      READ_MODELS: 'redis',
      REDIS_URL: redis.url,
    });
  }, 120_000);
  afterAll(async () => {
    await api?.dispose();
    await Promise.all([kafka?.stop(), redis?.stop()]);
  });

  it('answers 503 naming kafka while the broker is down, 200 once it is back', async () => {
    const before = await readyUntil(api, up);
    expect(before.checks.kafka?.ok).toBe(true);

    await kafka.kill();
    const during = await readyUntil(api, down('kafka'));
    // Only the dead dependency is named: the stores still answer.
    expect(during.checks.eventStore?.ok).toBe(true);
    expect(during.checks.readModels?.ok).toBe(true);
    expect(during.checks.kafka?.error).toBeTruthy();

    await kafka.up();
    const after = await readyUntil(api, up, 90_000);
    expect(after.checks.kafka?.ok).toBe(true);
  }, 180_000);

  it('answers 503 naming the read models while Redis is down, 200 once it is back', async () => {
    await readyUntil(api, up);

    await redis.kill();
    const during = await readyUntil(api, down('readModels'));
    expect(during.checks.eventStore?.ok).toBe(true);
    expect(during.checks.kafka?.ok).toBe(true);

    await redis.up();
    const after = await readyUntil(api, up, 90_000);
    expect(after.checks.readModels?.ok).toBe(true);
  }, 120_000);
});
