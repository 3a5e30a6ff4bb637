import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { newStandardLot } from '../../test/backoffice-fixtures.js';
import { newLot, passTheClose } from '../../test/commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const data = (r: { body: any }) => r.body.data.responseData;

/** Issue 26, the rest of section 7: watched auctions, manifests, private sales, the price index. */
describe('Catalogue calls over HTTP', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let alice: { token: string; id: string };
  let sale: string;
  const lot: Record<string, string> = {};

  beforeAll(async () => {
    h = await startHarness();
    alice = await signUp(h, 'Alice', 'alice@catalog.test');
    const login = data(await h.post('user/login', ADMIN));
    admin = login.token;
    adminId = login.user?.id ?? login.id;
    const now = h.clock.now().getTime();
    const auction = async (title: string, closes: number) =>
      data(
        await h.post(
          'seller/auction/auctionAction',
          {
            action: 'new',
            title,
            description: title,
            date_added: iso(now - MINUTE),
            date_closed: iso(closes),
          },
          admin,
        ),
      ).id as string;
    sale = await auction('Kimberley run', now + 24 * 60 * MINUTE);
    // Lot numbers out of order ("10" after "2") and weights that sum in points.
    lot.ten = await newStandardLot(h, admin, sale, 'Parcel ten', {
      auction_lot: '10',
      weight: '3.25',
      total_stones: 5,
    });
    lot.two = await newStandardLot(h, admin, sale, 'Parcel two', {
      auction_lot: '2',
      weight: '1.50',
      total_stones: 3,
    });
    lot.sold = await newLot(h, admin, {
      title: 'Sold parcel',
      desc_proc: '<p>rough</p>',
      auctiontype: 'standard',
      pricing: 'per_carat',
      weight: '3.25',
      total_stones: 5,
      qty: 1,
      sprice: 700,
    });
    lot.private = await newStandardLot(h, admin, null, 'Private parcel', {
      auction: 0,
      buynow: 1,
      bprice: 900,
      qty: 2,
    });
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.load(lot.sold!)).phase === 'open');
    const bid = await h.post(
      'bid/confirm',
      { id: lot.sold, wsprice: 700, bidding_type: 'hard' },
      alice.token,
    );
    expect(bid.status).toBe(200);
    await passTheClose(h);
    await waitFor(async () => (await bus.load(lot.sold!)).phase === 'sold');
    await waitFor(async () => {
      const r = await h.post('chartmetric/getTrackChartMetric', { months: 1 });
      return data(r).points?.[0]?.lots === 1;
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  describe('the auction watchlist', () => {
    const watched = async () =>
      data(await h.post('auction/auctionWatchList', { type: 'auctions' }, alice.token));

    it('adds an auction, answers its seller, and lists it under type auctions only', async () => {
      const r = await h.post('auction/addAuctionWatchList', { auction_id: sale }, alice.token);
      expect(r.status).toBe(200);
      expect(data(r)).toEqual({ auction_id: sale, watchlisted: 1, seller_id: adminId });
      await waitFor(async () => (await watched()).records.length === 1);
      const list = await watched();
      expect(list.type).toBe('auctions');
      expect(list.records[0]).toMatchObject({ id: sale, seller_id: adminId, lot_count: 2 });
      const lots = data(await h.post('auction/auctionWatchList', {}, alice.token));
      expect(lots.type).toBe('lots');
      expect(lots.records).toEqual([]);
    });

    it('a repeat add changes nothing; a remove takes it off the list', async () => {
      await h.post('auction/addAuctionWatchList', { auction_id: sale }, alice.token);
      const r = await h.post('auction/removeAuctionWatchList', { auction_id: sale }, alice.token);
      expect(data(r).watchlisted).toBe(0);
      await waitFor(async () => (await watched()).records.length === 0);
    });

    it('refuses an auction that does not exist with 404, and a visitor with 401', async () => {
      const r = await h.post('auction/addAuctionWatchList', { auction_id: 'nope' }, alice.token);
      expect(r.status).toBe(404);
      expect(r.body.data.message).toBe('Auction not found');
      const v = await h.post('auction/addAuctionWatchList', { auction_id: sale });
      expect(v.status).toBe(401);
    });

    it('refuses a missing auction id with a 400 naming it', async () => {
      const r = await h.post('auction/addAuctionWatchList', {}, alice.token);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('Auction id required');
    });

    it("follows the watched auction's seller with rating 5 (spec 4)", async () => {
      const w = data(
        await h.post('auction/addAuctionWatchList', { auction_id: sale }, alice.token),
      );
      const f = await h.post(
        'user/addFollower',
        { seller_id: w.seller_id, rating: 5 },
        alice.token,
      );
      expect(f.status).toBe(200);
      const followers = data(await h.post('user/getFollowers', {}, alice.token)).records;
      expect(followers).toMatchObject([{ seller_id: adminId, rating: 5 }]);
    });
  });

  describe('product/searchManifest', () => {
    it('lists the lots in lot-number order with carats, stones and totals summed in points', async () => {
      const r = await h.post('product/searchManifest', { auctionid: sale });
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
      const m = data(r);
      expect(m.records.map((r: any) => r.auction_lot)).toEqual(['2', '10']);
      expect(m.totals).toEqual({ lots: 2, weight: 4.75, total_stones: 8 });
      expect(m.csv.split('\r\n')[0]).toBe(
        'Lot,Title,Weight (ct),Stones,Average size (ct),Quantity,Type',
      );
      expect(m.csv).toContain('Total,2 lots,4.75,8');
      expect(m.filename).toBe(`manifest-${sale}.csv`);
    });

    it('answers 404 for an unknown auction and 400 without one', async () => {
      expect((await h.post('product/searchManifest', { auctionid: 'nope' })).status).toBe(404);
      expect((await h.post('product/searchManifest', {})).status).toBe(400);
    });
  });

  it('product/totalPrivateSaleProducts counts the open buy-now-only lot', async () => {
    const r = data(await h.post('product/totalPrivateSaleProducts', {}));
    expect(r).toEqual({ count: 1, totalRecords: 1 });
  });

  describe('the price index (chartmetric calls)', () => {
    it('says which adapter answered and prices the sold lot per carat this month', async () => {
      const r = data(await h.post('chartmetric/getTrackChartMetric', { months: 2 }));
      expect(r.provider).toBe('closed-lots');
      expect(r.source).toMatch(/offline/i);
      expect(r.points).toHaveLength(2);
      expect(r.points[1]).toMatchObject({ lots: 1, carats: 3.25, price_per_carat: 700 });
      expect(r.points[0]).toMatchObject({ lots: 0, price_per_carat: null });
    });

    it('refuses months out of range with a 400', async () => {
      expect((await h.post('chartmetric/getTrackChartMetric', { months: 99 })).status).toBe(400);
    });

    it("recomputes a lot's chart for its seller, and hides it from a buyer", async () => {
      const r = await h.post('product/updateChartmetricArtistImage', { id: lot.sold }, admin);
      expect(r.status).toBe(200);
      expect(data(r)).toMatchObject({
        id: lot.sold,
        size_band: 'under-1ct',
        provider: 'closed-lots',
      });
      const b = await h.post('product/updateChartmetricArtistImage', { id: lot.sold }, alice.token);
      expect(b.status).toBe(403);
    });
  });
});
