import { lotStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateRedis } from '../../projections/src/testing/private-redis.js';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { newLot } from './commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from './http-harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Quality row "Redis restarted mid-run", end to end: an api with READ_MODELS=redis on a Redis of
 * the test's own (no persistence: it comes back empty). Bids go on before, during and after the
 * restart; what buyers then read (product/search) is the fold of the log, with no manual step.
 */
describe('An api on READ_MODELS=redis, Redis restarted mid-run', () => {
  let redis: PrivateRedis;
  let h: Harness;
  let lotId: string;
  const saved = { READ_MODELS: process.env.READ_MODELS, REDIS_URL: process.env.REDIS_URL };

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    // The read side reads these from the process environment.
    process.env.READ_MODELS = 'redis';
    process.env.REDIS_URL = redis.url;
    h = await startHarness({ READ_MODELS: 'redis', REDIS_URL: redis.url });
    const admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    lotId = await newLot(h, admin, {
      title: 'Restart rough',
      desc_proc: 'x',
      pricing: 'per_item',
      weight: '1',
      qty: 1,
      sprice: 100,
    });
  }, 60_000);

  afterAll(async () => {
    await h?.close();
    await redis?.stop();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('serves the fold of the log again by itself', async () => {
    const [ada, ben] = [
      await signUp(h, 'Ada', 'ada@restart.test'),
      await signUp(h, 'Ben', 'ben@restart.test'),
    ];
    const told: number[] = [];
    const bid = async (i: number) => {
      const r = await h
        .post(
          'bid/confirm',
          { id: lotId, wsprice: 200 + i * 50, bidding_type: 'proxy' },
          [ada, ben][i % 2]!.token,
        )
        .catch(() => ({ status: 0, body: undefined }));
      told.push(r.status);
    };
    for (let i = 0; i < 10; i++) await bid(i);
    await redis.kill();
    for (let i = 10; i < 14; i++) await bid(i);
    await sleep(1_500);
    await redis.up();
    for (let i = 14; i < 24; i++) await bid(i);

    const lots = h.app.get(LotCommandBus);
    const readLog = () => h.app.get<EventStore>(EVENT_STORE).readStream(lotStream(lotId));
    const search = async () =>
      (await h.post('product/search', { limit: 1, page: 1, filters: { id: lotId } }, ada.token))
        .body?.data?.responseData?.records?.[0];
    const lastRevision = async () => (await readLog()).at(-1)!.revision;
    await waitFor(async () => {
      const card = await search().catch(() => undefined);
      return card !== undefined && card.revision === (await lastRevision());
    }, 60_000);
    const card = await search();
    const state = await lots.load(lotId);
    // What buyers read counts every bid in the log (proxy rounds add automatic ones).
    const log = await readLog();
    expect(told.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(card.bid_count).toBe(log.filter((e) => e.type.endsWith('BidPlaced')).length);
    expect(card.revision).toBe(log.at(-1)!.revision);
    // Price in dollars at the edge, cents in the state; the label follows the decider's leader.
    expect(card.wprice * 100).toBe(state.wprice);
    expect(card.bidtopstatus).toBe(state.leader?.userId === ada.id ? 'winner' : 'outbid');
  }, 120_000);
});
