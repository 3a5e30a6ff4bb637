import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';
import {
  roughLotForm,
  signInSeller as signInSellerOn,
  startAsAdmin,
} from '../../test/backoffice-fixtures.js';

/** Issue 17 part C: bid history, sealed offers and reports, each of the seller's own lots. */
describe("The seller desk's records over HTTP", () => {
  let h: Harness;
  let admin: string;
  const buyer = { token: '', id: '' };
  const rival = { token: '', id: '' };
  const seller = { own: '', other: '' };
  const lot = { open: '', sealed: '' };

  const signInSeller = (email: string) => signInSellerOn(h, email);
  const newLot = async (token: string, title: string, extra = {}) => {
    const now = h.clock.now().getTime();
    const r = await h.post(
      'seller/product/projectAction',
      roughLotForm(now, { title, pricing: 'per_carat', ...extra }),
      token,
    );
    return responseData(r).id as string;
  };
  const opened = (id: string) =>
    waitFor(async () => (await h.app.get(LotCommandBus).load(id)).phase === 'open');

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    Object.assign(buyer, await signUp(h, 'Bea', 'bea@records.test'));
    Object.assign(rival, await signUp(h, 'Rob', 'rob@records.test'));
    seller.own = await signInSeller('own@records.test');
    seller.other = await signInSeller('other@records.test');
    // Open past the sealed window, so only the sealed lot is sold when the clock moves.
    lot.open = await newLot(seller.own, 'Antwerp rough', {
      date_closed: iso(h.clock.now().getTime() + 48 * HOUR),
    });
    lot.sealed = await newLot(seller.own, 'Sealed tender', { auctiontype: 'sealed', sprice: 400 });
    await opened(lot.open);
    await opened(lot.sealed);
    await h.post('bid/confirm', { id: lot.open, wsprice: 150, bidding_type: 'proxy' }, buyer.token);
    await h.post('bid/confirm', { id: lot.open, wsprice: 200, bidding_type: 'proxy' }, rival.token);
    await h.post(
      'bid/confirm',
      { id: lot.sealed, wsprice: 450, bidding_type: 'sealed' },
      buyer.token,
    );
    await h.post(
      'bid/confirm',
      { id: lot.sealed, wsprice: 480, bidding_type: 'sealed' },
      rival.token,
    );
  });
  afterAll(async () => h?.close());

  describe('bid history of a lot (seller/product/bidhistory)', () => {
    const history = (token: string, id = lot.open) =>
      h.post('seller/product/bidhistory', { id, limit: 10, page: 1 }, token);

    it('shows its seller every bid, newest first, with the full bidder name and kind', async () => {
      // Bea's maximum of 150 answers Rob's 200 automatically: three rows.
      await waitFor(async () => responseData(await history(seller.own)).totalRecords === 3);
      const r = await history(seller.own);
      expect(responseData(r).records).toEqual([
        expect.objectContaining({
          bid_number: 3,
          user_id: rival.id,
          first_name: 'Rob',
          last_name: 'Buyer',
          proposed_amount: 160,
          kind: 'proxy',
          retracted: false,
        }),
        expect.objectContaining({
          bid_number: 2,
          first_name: 'Bea',
          proposed_amount: 150,
          kind: 'automatic',
        }),
        expect.objectContaining({ bid_number: 1, user_id: buyer.id, proposed_amount: 100 }),
      ]);
    });

    it('keeps a retracted bid in the list, flagged', async () => {
      const id = responseData(await history(seller.own)).records[0].id as string;
      const bidId = (await h.app.get(LotCommandBus).load(lot.open)).bids.at(-1)?.bidId;
      expect(bidId).toBeDefined();
      const cancel = await h.post(
        'bid/bidCancel',
        { id: lot.open, bid_id: bidId, reason: 'typo' },
        admin,
      );
      expect(cancel.status).toBe(200);
      await waitFor(async () =>
        responseData(await history(seller.own)).records.some(
          (x: { id: string; retracted: boolean }) => x.id === id && x.retracted,
        ),
      );
    });

    it("answers 404 to another seller and 403 to a buyer; an admin reads anyone's", async () => {
      expect((await history(seller.other)).status).toBe(404);
      expect((await history(buyer.token)).status).toBe(403);
      expect((await history(admin)).status).toBe(200);
    });
  });

  describe('sealed offers (seller/offer/adminoffers) and the award', () => {
    const offers = (token: string) => h.post('seller/offer/adminoffers', { limit: 50 }, token);

    it('lists the offers on its sealed lots, pending and without their amounts until the window ends', async () => {
      await waitFor(async () => responseData(await offers(seller.own)).totalRecords === 2);
      const rows = responseData(await offers(seller.own)).records;
      // Nobody but the bidder sees an open offer, not the seller (bidding-rules.md): in the
      // order they came, so the list does not rank them either.
      expect(rows.map((o: any) => [o.first_name, o.amount, o.status, o.awardable])).toEqual([
        ['Bea', null, 'pending', false],
        ['Rob', null, 'pending', false],
      ]);
      expect(rows[0]).toMatchObject({ lot_id: lot.sealed, lot_title: 'Sealed tender' });
    });

    it('shows another seller none of them and refuses a buyer', async () => {
      expect(responseData(await offers(seller.other)).records).toEqual([]);
      expect((await offers(buyer.token)).status).toBe(403);
    });

    it('lets the seller award one after the window: it is awarded, the other lost', async () => {
      h.clock.advance(HOUR + 60_000);
      await waitFor(
        async () => responseData(await offers(seller.own)).records[0]?.awardable === true,
      );
      // The window ended: the amounts, highest first, to award one.
      expect(
        responseData(await offers(seller.own)).records.map((o: any) => [o.first_name, o.amount]),
      ).toEqual([
        ['Rob', 480],
        ['Bea', 450],
      ]);
      const stranger = await h.post(
        'seller/offer/changeOfferStatus',
        { id: lot.sealed, user_id: buyer.id, status: 'accept' },
        seller.other,
      );
      expect([403, 404]).toContain(stranger.status);
      const award = await h.post(
        'seller/offer/changeOfferStatus',
        { id: lot.sealed, user_id: buyer.id, status: 'accept' },
        seller.own,
      );
      expect(responseData(award)).toMatchObject({ market_status: 'sold', buynowed: buyer.id });
      await waitFor(async () =>
        responseData(await offers(seller.own)).records.some((o: any) => o.status === 'awarded'),
      );
      const rows = responseData(await offers(seller.own)).records;
      expect(rows.map((o: any) => [o.first_name, o.status])).toEqual([
        ['Rob', 'lost'],
        ['Bea', 'awarded'],
      ]);
    });
  });

  describe('reports (seller/report/*)', () => {
    const body = { type: 'sales', from: '2000-01-01', to: '2100-01-01' };

    it('shows the sale of the awarded lot, and only to its seller', async () => {
      await waitFor(
        async () =>
          responseData(await h.post('seller/report/display', body, seller.own)).totalRecords === 1,
      );
      const page = responseData(await h.post('seller/report/display', body, seller.own));
      expect(page.columns).toEqual([
        'date',
        'invoice',
        'lot_id',
        'lot',
        'buyer',
        'qty',
        'unit_price',
        'total',
      ]);
      expect(page.records[0]).toMatchObject({
        lot_id: lot.sealed,
        buyer: 'Bea Buyer',
        unit_price: '$450.00/ct',
      });
      expect(
        responseData(await h.post('seller/report/display', body, seller.other)).totalRecords,
      ).toBe(0);
      expect((await h.post('seller/report/display', body, buyer.token)).status).toBe(403);
    });

    it('downloads the same rows as CSV, and exports them as { records, filename }', async () => {
      const res = await fetch(`${h.baseUrl}/api/seller/report/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.own}` },
        body: JSON.stringify(body),
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="sales-report-.*\.csv"/,
      );
      const csv = await res.text();
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('date,invoice,lot_id,lot,buyer,qty,unit_price,total');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${lot.sealed},Sealed tender,Bea Buyer,1,$450.00/ct`);
      const exported = responseData(await h.post('seller/report/export', body, seller.own));
      expect(exported.records).toBe(csv);
      expect(exported.filename).toMatch(/\.csv$/);
    });

    it('lists the bids of its own lots only, retracted ones flagged', async () => {
      const own = responseData(
        await h.post('seller/report/display', { ...body, type: 'bids' }, seller.own),
      );
      expect(own.records.map((r: any) => [r.bidder, r.amount, r.retracted])).toEqual([
        ['Bea Buyer', '$100.00/ct', 'no'],
        ['Bea Buyer', '$150.00/ct', 'no'],
        ['Rob Buyer', '$160.00/ct', 'yes'],
      ]);
      const other = responseData(
        await h.post('seller/report/display', { ...body, type: 'bids' }, seller.other),
      );
      expect(other.totalRecords).toBe(0);
    });

    it('answers 400 to a range that ends before it starts', async () => {
      const r = await h.post(
        'seller/report/display',
        { type: 'sales', from: '2030-01-02', to: '2030-01-01' },
        seller.own,
      );
      expect(r.status).toBe(400);
      expect(r.body.data.code).toBe('report.invalid-range');
    });
  });
});
