import { lotStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { waitUntilOpen } from './commerce-fixtures.js';
import {
  ADMIN,
  type Harness,
  registerBuyer,
  signedUpBuyer,
  startHarness,
  waitFor,
} from './http-harness.js';
import { postRoughTenderLot, postTender } from './tender-fixtures.js';

describe('An auction as a new user lives it, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyerA: { token: string; id: string };
  let buyerB: { token: string; id: string };
  let lotId: string;
  let originalClose: number;

  const register = async (first: string, email: string) => {
    const r = await registerBuyer(h, first, email);
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('Successfully registered!');
    return signedUpBuyer(r);
  };
  const bid = (
    who: { token: string },
    wsprice: number | string,
    extra: Record<string, unknown> = {},
  ) => h.post('bid/confirm', { id: lotId, wsprice, bidding_type: 'proxy', ...extra }, who.token);

  beforeAll(async () => {
    h = await startHarness();
    h.app.get(LotScheduler).tickMs = 100;
    buyerA = await register('Alice', 'alice@buyers.test');
    buyerB = await register('Bruno', 'bruno@buyers.test');
    const login = await h.post('user/login', ADMIN);
    admin = login.body.data.responseData.token;
    expect(login.body.data.responseData.user.role).toBe('admin');
    // The rules page's table: below $1,000 step $10, from $1,000 step $25.
    await h.post(
      'seller/setting/bidIncrementAction',
      { action: 'new', from_amount: 0, to_amount: 1000, increment: 10 },
      admin,
    );
    await h.post(
      'seller/setting/bidIncrementAction',
      { action: 'new', from_amount: 1000, increment: 25 },
      admin,
    );
    const now = h.clock.now().getTime();
    originalClose = now + 20_000;
    const auction = await postTender(h, admin, {
      title: 'Antwerp rough tender',
      description: 'Rough from the Kimberley process',
      closesAt: originalClose,
    });
    expect(auction.status).toBe(200);
    const lot = await postRoughTenderLot(h, admin, auction, {
      title: '4.07 ct rough, Type IIa, Sawable, 1 stone',
      desc_proc: '<p>Sawable</p>',
      weight: '4.07',
      sprice: 500,
      closesAt: originalClose,
    });
    expect(lot.status).toBe(200);
    lotId = lot.body.data.responseData.id;
    await waitUntilOpen(h, lotId);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('lets A lead at the starting price with a higher maximum (P1), extending the close (soft close)', async () => {
    const before = h.clock.now().getTime();
    const r = await bid(buyerA, 800);
    const after = h.clock.now().getTime();
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('Bid placed successfully');
    const d = r.body.data.responseData;
    expect(d).toMatchObject({
      id: lotId,
      wprice: 500,
      next_bid: 510,
      bid_count: 1,
      bidtopstatus: 'winner',
    });
    const closed = new Date(d.date_closed).getTime();
    expect(closed).toBeGreaterThan(originalClose);
    expect(closed).toBeGreaterThanOrEqual(before + 300_000);
    expect(closed).toBeLessThanOrEqual(after + 300_000);
  });

  it("keeps A leading at $610 when B's maximum is lower (P4), and tells B at once", async () => {
    const r = await bid(buyerB, 600);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({
      wprice: 610,
      next_bid: 620,
      bidtopstatus: 'outbid',
    });
  });

  it('gives the tie to the earlier maximum (A at $800)', async () => {
    const r = await bid(buyerB, 800);
    expect(r.body.data.responseData).toMatchObject({
      wprice: 800,
      next_bid: 810,
      bidtopstatus: 'outbid',
    });
  });

  it("rejects a bid under next_bid with 422 and the spec's exact message", async () => {
    const r = await bid(buyerB, 805);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      status: 'error',
      data: {
        message: 'Min bid $810.00',
        responseType: 422,
        code: 'bid.below-minimum',
        params: { amount: 810_00 },
      },
    });
  });

  it('rejects three decimals at the edge with 400', async () => {
    const r = await bid(buyerB, '900.005');
    expect(r.status).toBe(400);
    expect(r.body.data.message).toBe('Enter Valid Price');
  });

  it("lets B take the lead one step over A's maximum (P3)", async () => {
    const r = await bid(buyerB, 2000);
    expect(r.body.data.responseData).toMatchObject({
      wprice: 810,
      next_bid: 820,
      bidtopstatus: 'winner',
    });
  });

  it('takes the same commandId once', async () => {
    const first = await bid(buyerA, 1000, { commandId: 'alice-bid-1' });
    const second = await bid(buyerA, 1000, { commandId: 'alice-bid-1' });
    expect(first.body.data.responseData).toMatchObject({ wprice: 1025, bidtopstatus: 'outbid' });
    expect(second.status).toBe(200);
    expect(second.body.data.responseData).toEqual(first.body.data.responseData);
  });

  it('answers 404 for an unknown lot', async () => {
    const r = await h.post(
      'bid/confirm',
      { id: 'no-such-lot', wsprice: 100, bidding_type: 'proxy' },
      buyerA.token,
    );
    expect(r.status).toBe(404);
    expect(r.body.data.responseType).toBe(404);
  });

  it('refuses a visitor (401) and a seller bidding on their own lot', async () => {
    expect((await h.post('bid/confirm', { id: lotId, wsprice: 3000 })).status).toBe(401);
    const own = await h.post(
      'bid/confirm',
      { id: lotId, wsprice: 3000, bidding_type: 'proxy' },
      admin,
    );
    expect(own.status).toBe(422);
    expect(own.body.data.code).toBe('bid.own-lot');
  });

  it('closes the lot once at its extended time and records B as the winner at $1,025', async () => {
    const lots = h.app.get(LotCommandBus);
    const extended = new Date((await lots.load(lotId)).dateClosed).getTime();
    h.clock.advance(extended - h.clock.now().getTime() + 1_000);
    await waitFor(async () => (await lots.load(lotId)).phase === 'sold');
    await h.app.get(LotScheduler).runDue();
    const state = await lots.load(lotId);
    expect(state).toMatchObject({ phase: 'sold', buyerId: buyerB.id, soldAmount: 1025_00 });
    const events = await h.app.get<EventStore>(EVENT_STORE).readStream(lotStream(lotId));
    expect(events.filter((e) => e.type === 'LotSold')).toHaveLength(1);
    const late = await bid(buyerA, 5000);
    expect(late.status).toBe(422);
    expect(late.body.data.message).toBe('Auction Closed');
  });
});
