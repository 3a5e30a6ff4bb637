import { invoiceStream, lotStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { newLot } from '../../test/commerce-fixtures.js';
import { type Harness, HOUR, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';

/** Issue 18: an admin replays a closed lot; a losing bidder reads why, and learns nobody else's. */
describe('Replay of a closed lot over HTTP', () => {
  let h: Harness;
  let admin: string;
  let lotId = '';
  let invoiceId = '';
  const bidder: Record<'ann' | 'ben' | 'cai', { token: string; id: string }> = {} as never;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    bidder.ann = await signUp(h, 'Ann', 'ann@replay.test');
    bidder.ben = await signUp(h, 'Ben', 'ben@replay.test');
    bidder.cai = await signUp(h, 'Cai', 'cai@replay.test');
    lotId = await newLot(h, admin, {
      title: '2.10 ct rough, Orapa',
      pricing: 'per_carat',
      weight: '2.10',
      sprice: 500,
    });
    // Ann leads at $500; Ben's $900 beats her $800 at $810 (P3); Cai's $1,000 beats Ben at $910.
    for (const [who, wsprice] of [
      ['ann', 800],
      ['ben', 900],
      ['cai', 1_000],
    ] as const) {
      const r = await h.post('bid/confirm', { id: lotId, wsprice }, bidder[who].token);
      expect(r.status).toBe(200);
    }
    h.clock.advance(2 * HOUR);
    await h.app.get(LotScheduler).runDue();
    await waitFor(
      async () =>
        (await h.post('product/search', { filters: { id: lotId } }, admin)).body.data.responseData
          .records[0]?.market_status === 'sold',
    );
    // The sale's invoice (raised by the close's follower), a bank transfer chosen, then received.
    const store = h.app.get<EventStore>(EVENT_STORE);
    const sold = (await store.readStream(lotStream(lotId))).find((e) => e.type === 'LotSold')!;
    invoiceId = (sold.data as { common_invoice: string }).common_invoice;
    await waitFor(async () => (await store.readStream(invoiceStream(invoiceId))).length > 0);
    const chosen = { invoice_id: invoiceId };
    expect((await h.post('offline/payCartOffline', chosen, bidder.cai.token)).status).toBe(200);
    const received = { invoice_id: invoiceId, reference: 'Bank 7', commandId: 'bank-7' };
    expect((await h.post('seller/offline/payCartOffline', received, admin)).status).toBe(200);
  });
  afterAll(() => h.close());

  const timeline = async () =>
    responseData(await h.post('admin/replay/timeline', { lot_id: lotId }, admin));
  const frame = (body: Record<string, unknown>) =>
    h.post('admin/replay/frame', { lot_id: lotId, ...body }, admin);

  it("lists every event of the lot on the timeline, in order, on to its sale's invoice", async () => {
    const store = h.app.get<EventStore>(EVENT_STORE);
    const stored = await store.readStream(lotStream(lotId));
    const invoice = await store.readStream(invoiceStream(invoiceId));
    const t = await timeline();
    expect(t.scope).toEqual({ kind: 'lot', id: lotId, title: '2.10 ct rough, Orapa' });
    expect(t.steps.map((s: { type: string }) => s.type)).toEqual(
      [...stored, ...invoice].map((e) => e.type),
    );
    expect(t.steps.at(stored.length - 1).type).toBe('LotSold');
    expect(invoice.map((e) => e.type)).toEqual([
      'InvoiceRaised',
      'InvoiceOfflinePaymentChosen',
      'InvoicePaymentRecorded',
    ]);
    expect(t.steps.at(-1)).toMatchObject({
      type: 'InvoicePaymentRecorded',
      stream: invoiceStream(invoiceId),
      lotId,
    });
    expect(t.bidders.map((b: { name: string }) => b.name)).toEqual([
      'Ann Buyer',
      'Ben Buyer',
      'Cai Buyer',
    ]);
  });

  it('shows the price and the labels as they were just before the last bid', async () => {
    const steps = (await timeline()).steps as { step: number; type: string; actor: any }[];
    const lastBid = steps.filter((s) => s.type === 'ProxyBidPlaced').at(-1)!;
    expect(lastBid.actor).toEqual({ userId: bidder.cai.id, name: 'Cai Buyer' });
    // Cai's bid is preceded by the proxy's automatic row for Ben: the instant before it all.
    const before = steps.filter((s) => s.step < lastBid.step && s.type !== 'AutomaticBidPlaced');
    const r = await frame({ step: before.at(-1)!.step, bidder_id: bidder.ben.id });
    expect(r.status).toBe(200);
    const [lot] = responseData(r).lots;
    expect(lot.public).toMatchObject({
      wprice: 810,
      next_bid: 820,
      bid_count: 3,
      market_status: 'open',
    });
    expect(lot.bidders).toEqual([
      { party: { userId: bidder.ann.id, name: 'Ann Buyer' }, label: 'Outbid', maximum: 800 },
      { party: { userId: bidder.ben.id, name: 'Ben Buyer' }, label: 'Winning', maximum: 900 },
    ]);
    expect(lot.bidder).toMatchObject({ label: 'Winning', maximum: 900 });
    expect(lot.bidder.messages).toContainEqual(
      expect.objectContaining({
        kind: 'answer',
        name: 'Bid placed successfully',
        label: 'Winning',
      }),
    );
    expect(lot.explanations.at(-1)).toMatchObject({
      rule: 'P3',
      price: 810,
      challenger: { userId: bidder.ben.id, name: 'Ben Buyer' },
      challengerMaximum: 900,
      leaderMaximum: 800,
    });
  });

  it('explains the final price at the last step: Cai won at $910 over Ben', async () => {
    const last = (await timeline()).steps.length - 1;
    const [lot] = responseData(await frame({ step: last })).lots;
    expect(lot.public).toMatchObject({ wprice: 910, market_status: 'sold' });
    expect(lot.explanations.map((x: { rule: string }) => x.rule)).toEqual([
      'P1',
      'P3',
      'P3',
      'close-sold',
      'invoice-raised',
      'invoice-offline',
      'invoice-payment',
    ]);
  });

  it('shows the invoice steps with what the public saw at the close, and explains each', async () => {
    const steps = (await timeline()).steps as { step: number; type: string }[];
    const sold = steps.find((s) => s.type === 'LotSold')!.step;
    const at = async (step: number) => responseData(await frame({ step })).lots[0];
    const atClose = await at(sold);
    // 2.10 ct at $910/ct: the invoice bills $1,911.00; the bank transfer pays it all.
    const expected: [string, object][] = [
      ['invoice-raised', { number: 1, total: 1_911, paid: 0, balanceDue: 1_911, status: 'unpaid' }],
      ['invoice-offline', { balanceDue: 1_911, status: 'awaiting offline payment' }],
      ['invoice-payment', { amount: 1_911, method: 'offline', balanceDue: 0, status: 'paid' }],
    ];
    for (const [k, [rule, invoice]] of expected.entries()) {
      const lot = await at(sold + 1 + k);
      expect(lot.public).toEqual(atClose.public);
      expect(lot.bidders).toEqual(atClose.bidders);
      expect(lot.explanations.at(-1)).toMatchObject({
        rule,
        price: 910,
        challenger: { userId: bidder.cai.id, name: 'Cai Buyer' },
        invoice: { invoiceId, ...invoice },
      });
    }
  });

  it('answers a step out of range with 400 and says which steps exist', async () => {
    const steps = (await timeline()).steps.length;
    const r = await frame({ step: steps });
    expect(r.status).toBe(400);
    expect(r.body.data.message).toBe(
      `Step ${steps} is out of range: this timeline has steps 0 to ${steps - 1}`,
    );
  });

  it('answers 400 to a body naming both scopes or none, or a negative step', async () => {
    for (const body of [
      { lot_id: lotId, auction_id: 'a1', step: 0 },
      { step: 0 },
      { lot_id: lotId, step: -1 },
    ])
      expect((await h.post('admin/replay/frame', body, admin)).status).toBe(400);
  });

  it('reads a bidder id named like an Object member as a bidder who never bid (issue 28, item 1)', async () => {
    const last = (await timeline()).steps.length - 1;
    for (const key of [
      'valueOf',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '__defineGetter__',
    ]) {
      const r = await frame({ step: last, bidder_id: key });
      expect([key, r.status]).toEqual([key, 200]);
      expect(responseData(r).lots[0].bidder).toMatchObject({
        label: null,
        maximum: null,
        messages: [],
      });
    }
  });

  it('answers an unknown lot with 404', async () => {
    const r = await h.post('admin/replay/frame', { lot_id: 'no-such-lot', step: 0 }, admin);
    expect(r.status).toBe(404);
  });

  it('keeps the replay from bidders (admin only)', async () => {
    const r = await h.post('admin/replay/timeline', { lot_id: lotId }, bidder.ann.token);
    expect(r.status).toBe(403);
  });

  describe("a loser's own outcome", () => {
    it('explains it with no other bidder named and no other maximum', async () => {
      const r = await h.post('bid/explainOutcome', { project_id: lotId }, bidder.ann.token);
      expect(r.status).toBe(200);
      const outcome = responseData(r);
      expect(outcome.label).toBe('Lost');
      const text = JSON.stringify(outcome);
      for (const other of [bidder.ben.id, bidder.cai.id, 'Ben', 'Cai'])
        expect(text).not.toContain(other);
      for (const x of outcome.explanations) {
        for (const [p, max] of [
          [x.challenger, x.challengerMaximum],
          [x.leader, x.leaderMaximum],
        ]) {
          if (p && p.userId !== bidder.ann.id) {
            expect(p).toEqual({ userId: null, name: 'another bidder' });
            expect(max).toBeNull();
          }
        }
      }
      expect(outcome.explanations[0]).toMatchObject({
        rule: 'P1',
        challenger: { userId: bidder.ann.id, name: 'you' },
        challengerMaximum: 800,
      });
      expect(outcome.explanations.at(-1)).toMatchObject({ rule: 'close-sold', price: 910 });
    });

    it("tells the winner of their own invoice and payment, as 'you'", async () => {
      const r = await h.post('bid/explainOutcome', { project_id: lotId }, bidder.cai.token);
      expect(responseData(r).label).toBe('Won');
      expect(responseData(r).explanations.at(-1)).toMatchObject({
        rule: 'invoice-payment',
        challenger: { userId: bidder.cai.id, name: 'you' },
        invoice: { invoiceId, status: 'paid' },
      });
    });

    it('answers 404 to a user who never bid on the lot', async () => {
      const stranger = await signUp(h, 'Dee', 'dee@replay.test');
      const r = await h.post('bid/explainOutcome', { project_id: lotId }, stranger.token);
      expect(r.status).toBe(404);
    });
  });
});
