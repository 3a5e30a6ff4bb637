import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roughLotForm } from '../../test/backoffice-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
import { postTender } from '../../test/tender-fixtures.js';

describe('Catalog queries over HTTP (read models only)', () => {
  let h: Harness;
  let admin: string;
  let alice: { token: string; id: string };
  let bruno: { token: string; id: string };
  let lotId: string;
  let otherId: string;

  const search = (filters: Record<string, unknown>, token?: string) =>
    h.post('product/search', { limit: 10, page: 1, filters }, token);

  beforeAll(async () => {
    h = await startHarness();
    alice = await signUp(h, 'Alice', 'alice@buyers.test');
    bruno = await signUp(h, 'Bruno', 'bruno@buyers.test');
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    const now = h.clock.now().getTime();
    const auction = await postTender(h, admin, {
      title: 'Antwerp tender',
      description: 'Rough',
      closesAt: now + 3_600_000,
    });
    const lot = (title: string, rprice?: number) =>
      h.post(
        'seller/product/projectAction',
        roughLotForm(now, {
          auctionid: auction.body.data.responseData.id,
          title,
          desc_proc: '<p>x</p>',
          auctiontype: 'standard',
          auction: 1,
          buynow: 0,
          pricing: 'per_carat',
          weight: '4.07',
          sprice: 500,
          ...(rprice ? { rprice } : {}),
          deposit: 0,
          categoryTypeId: 'rough',
        }),
        admin,
      );
    lotId = (await lot('4.07 ct rough, Type IIa', 2000)).body.data.responseData.id;
    otherId = (await lot('2.10 ct rough')).body.data.responseData.id;
    const bus = h.app.get(LotCommandBus);
    await waitFor(
      async () =>
        (await bus.load(lotId)).phase === 'open' && (await bus.load(otherId)).phase === 'open',
    );
    // Reserve $2,000: Alice leads at her maximum, Bruno takes the lead at his (P1, P3 under the reserve).
    expect(
      (await h.post('bid/confirm', { id: lotId, wsprice: 800, bidding_type: 'proxy' }, alice.token))
        .status,
    ).toBe(200);
    expect(
      (await h.post('bid/confirm', { id: lotId, wsprice: 900, bidding_type: 'proxy' }, bruno.token))
        .status,
    ).toBe(200);
    await waitFor(
      async () =>
        (await search({ id: lotId }, alice.token)).body.data.responseData.records[0]?.bid_count >=
        2,
    );
  });

  afterAll(async () => {
    await h?.close();
  });

  it("returns one lot for filters.id with the price, the next bid and the caller's own label", async () => {
    const r = await search({ id: lotId }, alice.token);
    const rec = r.body.data.responseData.records[0];
    expect(r.body.data.responseData.setDisp).toBe('Showing 1 of 1');
    expect(rec).toMatchObject({
      id: lotId,
      wprice: 900,
      next_bid: 910,
      bidtopstatus: 'outbid',
      reserve_met: false,
      watchlistid: 0,
    });
    expect(
      (await search({ id: lotId }, bruno.token)).body.data.responseData.records[0].bidtopstatus,
    ).toBe('winner');
  });

  it('hides prices from visitors and never sends a reserve or a maximum', async () => {
    const r = await search({});
    const text = JSON.stringify(r.body);
    expect(r.body.data.responseData.records[0].wprice).toBeNull();
    expect(text).not.toContain('rprice');
    expect(text).not.toContain('maximum');
  });

  it('finds a lot by title and lists similar lots excluding the lot itself', async () => {
    expect((await search({ title: 'type iia' })).body.data.responseData.totalRecords).toBe(1);
    const similar = (await search({ similar_to: lotId })).body.data.responseData.records.map(
      (x: { id: string }) => x.id,
    );
    expect(similar).toEqual([otherId]);
  });

  it("masks other bidders' names in bid history and shows one's own in full", async () => {
    const r = await h.post('product/bidhistory', { id: lotId, limit: 10, page: 1 }, alice.token);
    const names = r.body.data.responseData.records.map((x: { first_name: string }) => x.first_name);
    expect(names).toContain('Alice');
    expect(names).toContain('B***o');
    expect(JSON.stringify(r.body)).not.toContain(bruno.id);
  });

  it("lists the caller's bids with their label and counts them", async () => {
    const r = await h.post('auction/myBids', { limit: 10, page: 1 }, alice.token);
    expect(r.body.data.responseData.records[0].bid_status).toBe('Outbid, Reserve not met');
    const b = await h.post('auction/myBids', { limit: 10, page: 1 }, bruno.token);
    expect(b.body.data.responseData.records[0].bid_status).toBe('Winning, Reserve not met');
    expect(
      (await h.post('product/totalAuctionsPlaced', {}, bruno.token)).body.data.responseData.count,
    ).toBe(1);
  });

  it('adds to and removes from the watchlist through the event store', async () => {
    await h.post('user/addWatchlist', { project_id: otherId }, alice.token);
    await waitFor(
      async () =>
        (await search({ id: otherId }, alice.token)).body.data.responseData.records[0]
          ?.watchlistid === 1,
    );
    const listed = await h.post('auction/auctionWatchList', { limit: 10, page: 1 }, alice.token);
    expect(listed.body.data.responseData.records.map((r: { id: string }) => r.id)).toEqual([
      otherId,
    ]);
    expect(listed.body.data.responseData.setDisp).toBe('Showing 1 of 1');
    await h.post('user/removeWatchlist', { project_id: otherId }, alice.token);
    await waitFor(
      async () =>
        (await search({ id: otherId }, alice.token)).body.data.responseData.records[0]
          ?.watchlistid === 0,
    );
    expect(
      (await h.post('auction/auctionWatchList', {}, alice.token)).body.data.responseData
        .totalRecords,
    ).toBe(0);
  });

  it('serves auctions, dashboard counts and the configuration bundle', async () => {
    expect(
      (await h.post('auction/search', { limit: 12, page: 1 })).body.data.responseData.totalRecords,
    ).toBe(1);
    expect((await h.post('product/dashboard', {})).body.data.responseData).toMatchObject({
      lot_count: 2,
      auction_count: 1,
    });
    const c = (await h.post('common/getDefault', {})).body.data.responseData;
    expect(c.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'es', 'ar']);
  });
});
