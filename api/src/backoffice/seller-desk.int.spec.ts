import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import {
  newAuction as newAuctionOn,
  newStandardLot,
  signInSeller as signInSellerOn,
  startAsAdmin,
} from '../../test/backoffice-fixtures.js';

type Res = { status: number; body: any };
const ids = (r: Res) => (responseData(r).records as { id: string }[]).map((x) => x.id).sort();

/** Issue 17: a seller works on their own auctions and lots only; an admin on everyone's. */
describe('The seller back office over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: string;
  const seller: Record<'own' | 'other', string> = { own: '', other: '' };
  let auction = '';
  let otherAuction = '';
  const lot: Record<'rough' | 'buyNow' | 'stranger', string> = {
    rough: '',
    buyNow: '',
    stranger: '',
  };

  const signInSeller = (email: string) => signInSellerOn(h, email);
  const newAuction = (token: string, title: string) =>
    newAuctionOn(h, token, title, { description: title });
  const newLot = (token: string, auctionid: string, title: string, extra = {}) =>
    newStandardLot(h, token, auctionid, title, extra);
  const listings = (token: string | undefined, body: Record<string, unknown> = {}) =>
    h.post('seller/product/listings', { limit: 50, ...body }, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea@desk.test')).token;
    seller.own = await signInSeller('own@desk.test');
    seller.other = await signInSeller('other@desk.test');
    auction = await newAuction(seller.own, 'Antwerp rough');
    otherAuction = await newAuction(seller.other, 'Dubai tender');
    lot.rough = await newLot(seller.own, auction, 'Yellow rough', { rprice: 900 });
    lot.buyNow = await newLot(seller.own, auction, 'Buy-now parcel', {
      buynow: 1,
      bprice: 800,
      qty: 3,
    });
    lot.stranger = await newLot(seller.other, otherAuction, 'Stranger lot');
    await waitFor(async () => responseData(await listings(admin)).totalRecords >= 3);
    await waitFor(
      async () =>
        responseData(await h.post('seller/auction/listings', {}, admin)).totalRecords >= 2,
    );
  }, 60_000);
  afterAll(() => h.close());

  describe('seller/product/listings', () => {
    it("lists a seller's own lots and none of another seller's", async () => {
      const r = await listings(seller.own);
      expect(r.status).toBe(200);
      expect(ids(r)).toEqual([lot.rough, lot.buyNow].sort());
      expect(responseData(r).setDisp).toBe('Showing 2 of 2');
      expect(ids(await listings(seller.other))).toEqual([lot.stranger]);
    });

    it("lists every seller's lots to an admin", async () => {
      expect(ids(await listings(admin))).toEqual(expect.arrayContaining(Object.values(lot)));
    });

    it('shows the seller their reserve and the listing status, which buyers never see', async () => {
      const r = await listings(seller.own, { searchterm: 'yellow' });
      expect(responseData(r).records).toEqual([
        expect.objectContaining({ id: lot.rough, rprice: 900, status: 'active' }),
      ]);
    });

    it('refuses a buyer (403) and a visitor (401)', async () => {
      expect((await listings(buyer)).status).toBe(403);
      expect((await listings(undefined)).status).toBe(401);
    });
  });

  describe('seller/product/getSingleProject', () => {
    it('opens the own lot', async () => {
      const r = await h.post('seller/product/getSingleProject', { id: lot.rough }, seller.own);
      expect(r.status).toBe(200);
      expect(responseData(r).record).toMatchObject({
        id: lot.rough,
        title: 'Yellow rough',
        rprice: 900,
      });
    });

    it("answers 404 for another seller's lot, as for a missing one", async () => {
      const other = await h.post(
        'seller/product/getSingleProject',
        { id: lot.rough },
        seller.other,
      );
      expect(other.status).toBe(404);
      const missing = await h.post('seller/product/getSingleProject', { id: 'nope' }, seller.own);
      expect(missing.status).toBe(404);
    });

    it("opens any seller's lot for an admin", async () => {
      const r = await h.post('seller/product/getSingleProject', { id: lot.stranger }, admin);
      expect(r.status).toBe(200);
    });
  });

  describe('seller/auction/*', () => {
    it("lists the seller's own auctions only", async () => {
      expect(ids(await h.post('seller/auction/listings', {}, seller.own))).toEqual([auction]);
      const all = ids(await h.post('seller/auction/listings', {}, admin));
      expect(all).toEqual(expect.arrayContaining([auction, otherAuction]));
    });

    it("opens the own auction and its lots; another seller's is 404", async () => {
      const one = await h.post('seller/auction/getSingleAuction', { id: auction }, seller.own);
      expect(responseData(one).record).toMatchObject({ id: auction, title: 'Antwerp rough' });
      const lots = await h.post('seller/auction/lots', { auctionid: auction }, seller.own);
      expect(ids(lots)).toEqual([lot.rough, lot.buyNow].sort());
      const asOther = { id: auction };
      expect((await h.post('seller/auction/getSingleAuction', asOther, seller.other)).status).toBe(
        404,
      );
      expect(
        (await h.post('seller/auction/lots', { auctionid: auction }, seller.other)).status,
      ).toBe(404);
    });

    it("refuses to add another seller's lot (403) or a missing one (404) to the own auction", async () => {
      const add = (project_id: string[]) =>
        h.post('seller/auction/addtoAuction', { auctionid: auction, project_id }, seller.own);
      expect((await add([lot.stranger])).status).toBe(403);
      expect((await add(['no-such-lot'])).status).toBe(404);
      const one = await h.post('seller/auction/getSingleAuction', { id: auction }, seller.own);
      expect(responseData(one).record.lot_count).toBe(2);
    });

    it("lets an admin add any seller's lot, which the auction's lots then list", async () => {
      const r = await h.post(
        'seller/auction/addtoAuction',
        { auctionid: otherAuction, project_id: [lot.buyNow] },
        admin,
      );
      expect(r.status).toBe(200);
      await waitFor(async () =>
        ids(await h.post('seller/auction/lots', { auctionid: otherAuction }, admin)).includes(
          lot.buyNow,
        ),
      );
    });

    it("refuses to change another seller's auction (403)", async () => {
      const r = await h.post(
        'seller/auction/changeStatus',
        { id: otherAuction, status: 'inactive' },
        seller.own,
      );
      expect(r.status).toBe(403);
    });
  });

  describe('seller/auction/getMainDashboardDataMore', () => {
    it("counts the seller's own lots, auctions and open buy-now lots", async () => {
      const r = await h.post('seller/auction/getMainDashboardDataMore', {}, seller.own);
      expect(responseData(r).mainDashboardData).toEqual({
        lotCount: 2,
        auctionCount: 1,
        buynowCount: 1,
      });
    });

    it('counts everything for an admin and refuses a buyer', async () => {
      const r = await h.post('seller/auction/getMainDashboardDataMore', {}, admin);
      expect(responseData(r).mainDashboardData.lotCount).toBeGreaterThanOrEqual(3);
      expect(responseData(r).mainDashboardData.auctionCount).toBeGreaterThanOrEqual(2);
      expect((await h.post('seller/auction/getMainDashboardDataMore', {}, buyer)).status).toBe(403);
    });
  });

  describe('changing status', () => {
    it("refuses to change another seller's lot (403)", async () => {
      const r = await h.post(
        'seller/product/changeStatus',
        { id: lot.stranger, status: 'inactive' },
        seller.own,
      );
      expect(r.status).toBe(403);
    });

    it('refuses a bulk change with a stranger lot in it, and changes none of the list', async () => {
      const r = await h.post(
        'seller/product/bulkProjectAction',
        { project_id: [lot.rough, lot.stranger], status: 'inactive' },
        seller.own,
      );
      expect(r.status).toBe(403);
      const one = await h.post('seller/product/getSingleProject', { id: lot.rough }, seller.own);
      expect(responseData(one).record.status).toBe('active');
    });

    it('changes the own lots in bulk; they move to the inactive tab', async () => {
      const r = await h.post(
        'seller/product/bulkProjectAction',
        { project_id: [lot.rough, lot.buyNow], status: 'inactive' },
        seller.own,
      );
      expect(r.status).toBe(200);
      await waitFor(
        async () =>
          responseData(await listings(seller.own, { action: 'inactive' })).totalRecords === 2,
      );
      expect(responseData(await listings(seller.own, { action: 'open' })).activelots).toBe(0);
    });

    it('changes one own lot back to active', async () => {
      const r = await h.post(
        'seller/product/changeStatus',
        { id: lot.rough, status: 'active' },
        seller.own,
      );
      expect(r.status).toBe(200);
      await waitFor(async () =>
        ids(await listings(seller.own, { action: 'open' })).includes(lot.rough),
      );
    });
  });
});
