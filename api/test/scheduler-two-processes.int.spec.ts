import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lotStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, describe, expect, it } from 'vitest';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { ADMIN, type Harness, startHarness, waitFor } from './http-harness.js';
import { solvedCaptcha } from './captcha-answer.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('The scheduler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-sched-'));
  const running: Harness[] = [];
  afterAll(async () => {
    for (const h of running) await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds due work again after a restart and closes each lot once with two processes on one store', async () => {
    const first = await startHarness({ SCHEDULER: '0' }, dir);
    const admin = (await first.post('user/login', ADMIN)).body.data.responseData.token;
    const buyer = (
      await first.post('user/register', {
        captcha: await solvedCaptcha(first.post),
        first_name: 'Ines',
        last_name: 'Buyer',
        email: 'ines@buyers.test',
        password: 'correct-horse',
        confirm_password: 'correct-horse',
        termcheck: 1,
      })
    ).body.data.responseData.token;
    const now = first.clock.now().getTime();
    const lotIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await first.post(
        'seller/product/projectAction',
        {
          action: 'new',
          title: `0.${50 + i} ct rough, Sawable, 1 stone`,
          pricing: 'per_carat',
          weight: `0.${50 + i}`,
          total_stones: 1,
          sprice: 100,
          date_added: iso(now - 1_000),
          date_closed: iso(now + 60_000),
        },
        admin,
      );
      lotIds.push(r.body.data.responseData.id);
    }
    // Nobody runs a scheduler: the lots stay scheduled, nothing is lost.
    await first.close();

    const a = await startHarness({}, dir);
    const b = await startHarness({}, dir);
    running.push(a, b);
    for (const h of [a, b]) h.app.get(LotScheduler).tickMs = 50;
    const store = a.app.get<EventStore>(EVENT_STORE);
    const count = async (id: string, type: string) =>
      (await store.readStream(lotStream(id))).filter((e) => e.type === type).length;
    await waitFor(async () =>
      (await Promise.all(lotIds.map((id) => count(id, 'LotOpened')))).every((n) => n === 1),
    );
    const bid = await a.post(
      'bid/confirm',
      { id: lotIds[0], wsprice: 150, bidding_type: 'proxy' },
      buyer,
    );
    expect(bid.status).toBe(200);

    for (const h of [a, b]) h.clock.advance(400_000);
    await Promise.all([a.app.get(LotScheduler).runDue(), b.app.get(LotScheduler).runDue()]);
    await waitFor(async () => {
      const closed = await Promise.all(
        lotIds.map(async (id) => (await count(id, 'LotSold')) + (await count(id, 'LotUnsold'))),
      );
      return closed.every((n) => n >= 1);
    });
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([a.app.get(LotScheduler).runDue(), b.app.get(LotScheduler).runDue()]);
    for (const id of lotIds) {
      expect(await count(id, 'LotOpened')).toBe(1);
      expect((await count(id, 'LotSold')) + (await count(id, 'LotUnsold'))).toBe(1);
    }
    expect(await count(lotIds[0] as string, 'LotSold')).toBe(1);
    expect((await store.verifyStream(lotStream(lotIds[0] as string))).ok).toBe(true);
  });
});
