import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '@facet/event-store';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Buyer, newLot } from '../../test/commerce-fixtures.js';
import { type Harness, iso, MINUTE, signUp } from '../../test/http-harness.js';
import { postTender } from '../../test/tender-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { SpendingCapsReader } from './spending-caps.reader.js';

/**
 * Issue 30, CAP-1 and CAP-2 through the api: a buyer's spending cap across the lots of one open
 * proxy auction. Lots of one carat, so a lot's total is its price; increments $10.
 */
describe('A buyer spending cap across the lots of an auction', () => {
  let h: Harness;
  let admin: string;
  let ann: Buyer;
  let bob: Buyer;
  let auctionId: string;
  let lotA: string;
  let lotB: string;

  const bid = (buyer: Buyer, id: string, wsprice: number) =>
    h.post('bid/confirm', { id, wsprice, bidding_type: 'proxy' }, buyer.token);
  const standing = async (id: string) => {
    const lot = await h.app.get(LotCommandBus).latest(id);
    return { leader: lot.leader?.userId, wprice: lot.wprice / 100 };
  };
  const capOf = async (buyer: Buyer) =>
    (await h.post('auction/getSpendingCap', { auction_id: auctionId }, buyer.token)).body.data
      .responseData;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    ann = await signUp(h, 'Ann', 'ann@spending-cap.test');
    bob = await signUp(h, 'Bob', 'bob@spending-cap.test');
    const closesAt = h.clock.now().getTime() + 3_600_000;
    const tender = await postTender(h, admin, { title: 'Cap sale', description: 'x', closesAt });
    auctionId = tender.body.data.responseData.id;
    const lot = (title: string) =>
      newLot(h, admin, {
        auctionid: auctionId,
        title,
        pricing: 'per_carat',
        weight: '1.00',
        sprice: 500,
      });
    lotA = await lot('Cap lot A');
    lotB = await lot('Cap lot B');
  });
  afterAll(() => h?.close());

  it('sets, reads, changes and removes a cap; capsFor gives every capped buyer in cents', async () => {
    const set = await h.post(
      'auction/setSpendingCap',
      { auction_id: auctionId, cap: 900 },
      ann.token,
    );
    expect(set.status).toBe(200);
    expect(set.body.data.message).toBe('Spending cap saved');
    expect(await capOf(ann)).toEqual({ auction_id: auctionId, cap: 900, winning: 0 });
    const removed = await h.post(
      'auction/setSpendingCap',
      { auction_id: auctionId, cap: 0 },
      ann.token,
    );
    expect(removed.body.data.message).toBe('Spending cap removed');
    expect((await capOf(ann)).cap).toBeNull();
    await h.post('auction/setSpendingCap', { auction_id: auctionId, cap: '1100.00' }, ann.token);
    expect(await h.app.get(SpendingCapsReader).capsFor(auctionId)).toEqual({ [ann.id]: 1100_00 });
    expect((await capOf(bob)).cap).toBeNull();
  });

  it('refuses a cap on an auction that does not exist', async () => {
    const r = await h.post(
      'auction/setSpendingCap',
      { auction_id: 'no-such-auction', cap: 10 },
      ann.token,
    );
    expect([r.status, r.body.data.code]).toEqual([404, 'auction.not-found']);
  });

  it('CAP-1: with a $1,100 cap Ann leads A and B at $500 each, and a bid past the cap is refused', async () => {
    expect((await bid(ann, lotA, 600)).status).toBe(200);
    expect((await bid(ann, lotB, 600)).status).toBe(200);
    expect(await standing(lotA)).toEqual({ leader: ann.id, wprice: 500 });
    expect(await standing(lotB)).toEqual({ leader: ann.id, wprice: 500 });
    const raise = await bid(ann, lotB, 700);
    expect(raise.status).toBe(422);
    expect(raise.body.data).toMatchObject({
      code: 'bid.over-spending-cap',
      message:
        'This bid would take your winnings in this auction past your spending cap of $1,100.00',
    });
    expect((await capOf(ann)).winning).toBe(1000);
  });

  it("CAP-2: Ann's proxy answers Bob on A, then stops at the cap on B", async () => {
    expect((await bid(bob, lotA, 550)).status).toBe(200);
    expect(await standing(lotA)).toEqual({ leader: ann.id, wprice: 560 });
    // Ann's maximum on B is $600, but with $560 on A only $540 is left under the cap.
    expect((await bid(bob, lotB, 580)).status).toBe(200);
    expect(await standing(lotB)).toEqual({ leader: bob.id, wprice: 550 });
    expect((await capOf(ann)).winning).toBe(560);
    const back = await bid(ann, lotB, 600);
    expect([back.status, back.body.data.code]).toEqual([422, 'bid.over-spending-cap']);
  });

  it('decides two bids of one buyer on two lots sent at once one after the other (the gate)', async () => {
    const closesAt = h.clock.now().getTime() + 3_600_000;
    const sale = await postTender(h, admin, { title: 'Race sale', description: 'x', closesAt });
    const saleId = sale.body.data.responseData.id as string;
    const lot = (title: string) =>
      newLot(h, admin, {
        auctionid: saleId,
        title,
        pricing: 'per_carat',
        weight: '1.00',
        sprice: 600,
      });
    const [c, d] = [await lot('Race lot C'), await lot('Race lot D')];
    await h.post('auction/setSpendingCap', { auction_id: saleId, cap: 1000 }, ann.token);
    // Each alone fits the cap; both would lead $1,200. Read before the other, both would pass.
    const answers = await Promise.all([bid(ann, c, 600), bid(ann, d, 600)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const leads = [await standing(c), await standing(d)].filter((s) => s.leader === ann.id);
    expect(leads).toHaveLength(1);
  });

  it('CAP-4: at the opening, Ann’s pre-bid raises only within her cap, and Bob’s wins', async () => {
    const now = h.clock.now().getTime();
    const sale = await postTender(h, admin, {
      title: 'Opening sale',
      description: 'x',
      closesAt: now + 3_600_000,
    });
    const saleId = sale.body.data.responseData.id as string;
    const lot = await h.post(
      'seller/product/projectAction',
      {
        action: 'new',
        auctionid: saleId,
        title: 'Opening lot E',
        pricing: 'per_carat',
        weight: '1.00',
        sprice: 500,
        total_stones: 1,
        date_added: iso(now + 10 * MINUTE),
        date_closed: iso(now + 50 * MINUTE),
      },
      admin,
    );
    const e = lot.body.data.responseData.id as string;
    await h.post('auction/setSpendingCap', { auction_id: saleId, cap: 550 }, ann.token);
    const pre = (buyer: Buyer, wsprice: number) =>
      h.post('bid/preBidConfirm', { id: e, wsprice }, buyer.token);
    expect((await pre(ann, 800)).status).toBe(200);
    expect((await pre(bob, 700)).status).toBe(200);
    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    // Uncapped, Ann's $800 would lead at $710; her cap stops her proxy at $550.
    expect(await standing(e)).toEqual({ leader: bob.id, wprice: 560 });
  });

  it('issue 29: a bid in a capped auction reads its caps, its auction and its other lots from memory', async () => {
    const store = h.app.get<EventStore>(EVENT_STORE);
    const reads = vi.spyOn(store, 'readStream');
    try {
      // Answered either way (accepted or refused): what matters is what deciding them read.
      expect([200, 422]).toContain((await bid(bob, lotA, 570)).status);
      expect([200, 422]).toContain((await bid(bob, lotB, 600)).status);
      const read = reads.mock.calls.map(([stream]) => stream);
      const capInputs = [`spending-caps-${auctionId}`, `auction-${auctionId}`];
      expect(read.filter((s) => capInputs.includes(s))).toEqual([]);
      expect(read.filter((s) => s === `lot-${lotA}` || s === `lot-${lotB}`)).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });
});
