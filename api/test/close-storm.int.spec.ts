import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, describe, expect, it } from 'vitest';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { adminToken, HOUR, iso } from './commerce-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from './http-harness.js';

const LOTS = 500;
const CONTESTED = 25;

/**
 * quality.md, "close storm": 500 lots end in the same second and two api processes, both
 * running the scheduler, share one store (SQLite, as the two-process scheduler test). 25 lots
 * have two bidders. Each lot closes once; each contested lot has one winner (the higher
 * maximum) and one invoice; no other lot is invoiced.
 */
describe('A close storm across two api processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-close-storm-'));
  const running: Harness[] = [];
  afterAll(async () => {
    for (const h of running) await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('closes each of 500 lots once, with one winner and one invoice per sale', async () => {
    const first = await startHarness({ SCHEDULER: '0' }, dir);
    const admin = await adminToken(first.post);
    const low = await signUp(first, 'Lea', 'lea@storm.test');
    const high = await signUp(first, 'Hal', 'hal@storm.test');
    const now = first.clock.now().getTime();
    // An hour away: the bids below come before any soft-close window, so no close moves.
    const closeAt = iso(now + HOUR);
    const lotIds: string[] = [];
    for (let batch = 0; batch < LOTS; batch += 25) {
      const made = await Promise.all(
        Array.from({ length: Math.min(25, LOTS - batch) }, (_, i) =>
          first.post(
            'seller/product/projectAction',
            {
              action: 'new',
              title: `Storm lot ${batch + i}`,
              pricing: 'per_carat',
              weight: '1.00',
              total_stones: 1,
              sprice: 100,
              date_added: iso(now - 1_000),
              date_closed: closeAt,
            },
            admin,
          ),
        ),
      );
      for (const r of made) {
        expect(r.status).toBe(200);
        lotIds.push(r.body.data.responseData.id as string);
      }
    }
    await first.close();

    const a = await startHarness({}, dir);
    const b = await startHarness({}, dir);
    running.push(a, b);
    for (const h of [a, b]) h.app.get(LotScheduler).tickMs = 50;
    const store = a.app.get<EventStore>(EVENT_STORE);
    const ofType = async (type: string): Promise<RecordedEvent[]> =>
      (await store.readAll()).filter((e) => e.type === type);
    const perLot = (events: RecordedEvent[]) => {
      const n = new Map<string, number>();
      for (const e of events) {
        const lot = (e.data as { lotId: string }).lotId;
        n.set(lot, (n.get(lot) ?? 0) + 1);
      }
      return n;
    };
    await waitFor(async () => perLot(await ofType('LotOpened')).size === LOTS, 60_000);

    const contested = lotIds.slice(0, CONTESTED);
    for (const [i, id] of contested.entries()) {
      // Half the bids go through each process.
      const via = i % 2 === 0 ? a : b;
      const bids = [
        await via.post('bid/confirm', { id, wsprice: 150, bidding_type: 'proxy' }, low.token),
        await via.post('bid/confirm', { id, wsprice: 300, bidding_type: 'proxy' }, high.token),
      ];
      expect(bids.map((r) => r.status)).toEqual([200, 200]);
    }

    // Both clocks pass the one closing instant; both schedulers run what fell due at once.
    for (const h of [a, b]) h.clock.advance(HOUR + 60_000);
    await Promise.all([a.app.get(LotScheduler).runDue(), b.app.get(LotScheduler).runDue()]);
    await waitFor(async () => {
      const closed = [...(await ofType('LotSold')), ...(await ofType('LotUnsold'))];
      const invoices = await ofType('InvoiceRaised');
      return perLot(closed).size === LOTS && invoices.length >= CONTESTED;
    }, 90_000);
    // Give a late duplicate every chance to appear before counting.
    await Promise.all([a.app.get(LotScheduler).runDue(), b.app.get(LotScheduler).runDue()]);
    await new Promise((r) => setTimeout(r, 1_000));

    const sold = await ofType('LotSold');
    const unsold = await ofType('LotUnsold');
    const closes = perLot([...sold, ...unsold]);
    expect(lotIds.filter((id) => closes.get(id) !== 1)).toEqual([]);
    expect(sold.map((e) => (e.data as { lotId: string }).lotId).sort()).toEqual(
      [...contested].sort(),
    );
    for (const e of sold)
      expect(e.data).toMatchObject({ buyerId: high.id, amount: 160_00, via: 'auction' });

    const invoices = await ofType('InvoiceRaised');
    const invoicedLots = invoices.flatMap((e) =>
      (e.data as { items: { lotId: string }[] }).items.map((i) => i.lotId),
    );
    expect(invoicedLots.sort()).toEqual([...contested].sort());
    for (const e of invoices) expect(e.data).toMatchObject({ buyerId: high.id });
    expect(new Set(invoices.map((e) => (e.data as { invoiceId: string }).invoiceId)).size).toBe(
      CONTESTED,
    );
  }, 120_000);
});
