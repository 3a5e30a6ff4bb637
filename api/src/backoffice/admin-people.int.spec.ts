import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';
import {
  roughLotForm,
  signInSeller as signInSellerOn,
  startAsAdmin,
} from '../../test/backoffice-fixtures.js';

/** Issue 17, part D: the admin's lots across sellers, a lot's full bid history, a user's dashboard. */
describe('The admin back office over HTTP', () => {
  let h: Harness;
  let admin: string;
  const buyer = { a: { token: '', id: '' }, b: { token: '', id: '' } };
  const seller = { own: '', other: '' };
  const lot = { own: '', other: '' };

  const signInSeller = (email: string, first_name: string) =>
    signInSellerOn(h, email, { first_name, last_name: 'Seller' });
  const newLot = async (token: string, title: string) => {
    const now = h.clock.now().getTime();
    const auction = await h.post(
      'seller/auction/auctionAction',
      {
        action: 'new',
        title: `${title} sale`,
        description: title,
        date_added: iso(now - HOUR),
        date_closed: iso(now + 48 * HOUR),
      },
      token,
    );
    const r = await h.post(
      'seller/product/projectAction',
      roughLotForm(now, {
        auctionid: responseData(auction).id,
        title,
        auctiontype: 'standard',
        auction: 1,
        buynow: 0,
        pricing: 'per_item',
        deposit: 0,
        date_closed: iso(now + 24 * HOUR),
      }),
      token,
    );
    return responseData(r).id as string;
  };
  const bid = (token: string, id: string, wsprice: number) =>
    h.post('bid/confirm', { id, wsprice, bidding_type: 'proxy' }, token);
  const ledger = (token: string | undefined, id = lot.own) =>
    h.post('seller/product/ttwbidhistory', { id, limit: 50 }, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer.a = await signUp(h, 'Ada', 'ada@people.test');
    buyer.b = await signUp(h, 'Ben', 'ben@people.test');
    seller.own = await signInSeller('own@people.test', 'Olga');
    seller.other = await signInSeller('other@people.test', 'Omar');
    lot.own = await newLot(seller.own, 'Pink rough');
    lot.other = await newLot(seller.other, 'Green rough');
    await waitFor(
      async () => responseData(await h.post('admin/product/listings', {}, admin)).totalRecords >= 2,
    );
    expect((await bid(buyer.a.token, lot.own, 300)).status).toBe(200);
    expect((await bid(buyer.b.token, lot.own, 200)).status).toBe(200);
    await waitFor(async () => responseData(await ledger(admin)).totalRecords >= 2);
  }, 60_000);
  afterAll(() => h.close());

  describe('admin/product/listings', () => {
    it("lists every seller's lots, each naming its seller", async () => {
      const r = await h.post('admin/product/listings', { limit: 50 }, admin);
      expect(r.status).toBe(200);
      expect(responseData(r).records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: lot.own, seller_name: 'Olga Seller' }),
          expect.objectContaining({ id: lot.other, seller_name: 'Omar Seller' }),
        ]),
      );
    });

    it('narrows the list to one seller', async () => {
      const all = responseData(
        await h.post('admin/product/listings', { limit: 50 }, admin),
      ).records;
      const olga = all.find((x: { id: string }) => x.id === lot.own).sellerId;
      const r = await h.post('admin/product/listings', { sellerid: olga, limit: 50 }, admin);
      expect(responseData(r).records.map((x: { id: string }) => x.id)).toEqual([lot.own]);
    });

    it('refuses a seller and a buyer (403)', async () => {
      expect((await h.post('admin/product/listings', {}, seller.own)).status).toBe(403);
      expect((await h.post('admin/product/listings', {}, buyer.a.token)).status).toBe(403);
    });
  });

  describe('seller/product/ttwbidhistory and its update (a retraction)', () => {
    it("shows the lot's seller every bid with the bidder's full name", async () => {
      const r = await ledger(seller.own);
      expect(r.status).toBe(200);
      expect(responseData(r).records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ first_name: 'Ben', last_name: 'Buyer', retracted: false }),
          // Ada's proxy answered Ben: an automatic row, with no bid of its own to retract.
          expect.objectContaining({ first_name: 'Ada', automatic: true, bid_id: null }),
        ]),
      );
    });

    it("answers another seller's lot as a missing one (404), a buyer 403", async () => {
      expect((await ledger(seller.other)).status).toBe(404);
      expect((await ledger(buyer.a.token)).status).toBe(403);
    });

    it('lets only an admin retract, then flags the bid and shows the recomputed price', async () => {
      const before = responseData(await ledger(admin));
      const target = before.records.find(
        (x: { first_name: string; automatic: boolean }) => x.first_name === 'Ben' && !x.automatic,
      );
      const body = { id: lot.own, bid_id: target.bid_id, reason: 'Bidder error' };
      const update = (token: string) => h.post('seller/product/ttwbidhistoryUpdate', body, token);
      expect((await update(seller.own)).status).toBe(403);
      expect((await update(buyer.a.token)).status).toBe(403);
      const r = await update(admin);
      expect(r.status).toBe(200);
      expect(responseData(r).wprice).toBe(100);
      await waitFor(async () => responseData(await ledger(admin)).wprice === 100);
      const after = responseData(await ledger(admin));
      expect(after.records.find((x: { id: string }) => x.id === target.id).retracted).toBe(true);
      expect(after.totalRecords).toBe(before.totalRecords);
      const publicRows = responseData(
        await h.post('product/bidhistory', { id: lot.own }, buyer.a.token),
      );
      expect(publicRows.totalRecords).toBeLessThan(after.totalRecords);
    });
  });

  describe('admin/user/dashboard', () => {
    it("shows a buyer's bids to an admin", async () => {
      const r = await h.post('admin/user/dashboard', { user_id: buyer.a.id }, admin);
      expect(r.status).toBe(200);
      expect(responseData(r).bids).toEqual([
        expect.objectContaining({ lotId: lot.own, title: 'Pink rough' }),
      ]);
      expect(responseData(r)).toMatchObject({ wins: [], invoices: [], deposits: [] });
    });

    it('refuses a seller and a buyer (403)', async () => {
      const body = { user_id: buyer.a.id };
      expect((await h.post('admin/user/dashboard', body, seller.own)).status).toBe(403);
      expect((await h.post('admin/user/dashboard', body, buyer.b.token)).status).toBe(403);
    });
  });

  describe('admin/user/changeStatus', () => {
    it("refuses a suspended user's next call as a signed-out one (401)", async () => {
      const u = await signUp(h, 'Sue', 'sue@people.test');
      expect((await h.post('user/validateUser', {}, u.token)).status).toBe(200);
      const body = { user_id: u.id, status: 'deactivate' };
      expect((await h.post('admin/user/changeStatus', body, admin)).status).toBe(200);
      expect((await h.post('user/validateUser', {}, u.token)).status).toBe(401);
    });
  });
});
