import { lotStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { waitUntilOpen } from './commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from './http-harness.js';
import { postRoughTenderLot, postTender } from './tender-fixtures.js';
const HOUR = 3_600_000;

/**
 * Quality row "server clock vs client clock skew, bids in the last seconds": a client's clock says
 * nothing the server listens to. Each bid below claims another time (the HTTP Date header, as a
 * skewed browser or proxy would stamp it); the server's clock alone decides acceptance and close.
 */
describe('Bids in the last seconds are decided by server time, whatever the client clock says', () => {
  let h: Harness;
  let buyer: { token: string; id: string };
  let lotId: string;
  let closesAt: number;

  const bidClaiming = async (clientClockMs: number, wsprice: number) => {
    const res = await fetch(`${h.baseUrl}/api/bid/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${buyer.token}`,
        date: new Date(clientClockMs).toUTCString(),
      },
      body: JSON.stringify({ id: lotId, wsprice, bidding_type: 'proxy' }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const lotEvents = () => h.app.get<EventStore>(EVENT_STORE).readStream(lotStream(lotId));

  beforeAll(async () => {
    h = await startHarness();
    buyer = await signUp(h, 'Skewed', 'skewed@buyers.test');
    const admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    const now = h.clock.now().getTime();
    closesAt = now + 10 * 60_000;
    const auction = await postTender(h, admin, {
      title: 'Skew tender',
      description: 'Last-second bids',
      closesAt,
    });
    expect(auction.status).toBe(200);
    const lot = await postRoughTenderLot(h, admin, auction, {
      title: '1.20 ct rough, 1 stone',
      desc_proc: '<p>Rough</p>',
      weight: '1.20',
      sprice: 100,
      closesAt,
    });
    expect(lot.status).toBe(200);
    lotId = lot.body.data.responseData.id;
    await waitUntilOpen(h, lotId);
    // From here the scheduler must not close the lot first: the bid path itself reads the clock.
    await h.app.get(LotScheduler).stop();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('accepts a bid 2 s before the server close from a client whose clock is an hour past it', async () => {
    h.clock.advance(closesAt - h.clock.now().getTime() - 2_000);
    const r = await bidClaiming(closesAt + HOUR, 100);
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('Bid placed successfully');
    const placed = (await lotEvents()).filter((e) => e.type.endsWith('BidPlaced'));
    expect(placed).toHaveLength(1);
  });

  it('refuses a bid 1 s after the server close (as extended) from a client whose clock is an hour before it', async () => {
    const lots = h.app.get(LotCommandBus);
    const close = new Date((await lots.load(lotId)).dateClosed).getTime();
    h.clock.advance(close - h.clock.now().getTime() + 1_000);
    // The scheduler is stopped: the lot has not been closed by it, only its time has passed.
    expect((await lots.load(lotId)).phase).toBe('open');
    const r = await bidClaiming(close - HOUR, 200);
    expect(r.status).toBe(422);
    expect(r.body.data.message).toBe('Auction Closed');
    const placed = (await lotEvents()).filter((e) => e.type.endsWith('BidPlaced'));
    expect(placed).toHaveLength(1);
  });

  it('closes the lot at its server-time close with the one accepted bid', async () => {
    await h.app.get(LotScheduler).start();
    const lots = h.app.get(LotCommandBus);
    await waitFor(async () => (await lots.load(lotId)).phase !== 'open');
    const state = await lots.load(lotId);
    expect(state).toMatchObject({ phase: 'sold', buyerId: buyer.id });
    expect((await lotEvents()).filter((e) => e.type === 'LotSold')).toHaveLength(1);
  });
});
