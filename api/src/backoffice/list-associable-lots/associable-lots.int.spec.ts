import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, responseData, signUp, waitFor } from '../../../test/http-harness.js';
import {
  newAuction as newAuctionOn,
  newStandardLot,
  signInSeller as signInSellerOn,
  startAsAdmin,
} from '../../../test/backoffice-fixtures.js';

type Res = { status: number; body: any };
const ids = (r: Res) => (responseData(r).records as { id: string }[]).map((x) => x.id).sort();

/** `seller/auction/getAllProjectsAssociated`: what the auction form offers to attach. */
describe('The lots an auction may take, over HTTP', () => {
  let h: Harness;
  let admin = '';
  let buyer = '';
  const seller = { own: '', other: '' };
  const auction = { own: '', second: '', other: '' };
  const lot = { free: '', inOwn: '', inSecond: '', stranger: '' };

  const signInSeller = (email: string) => signInSellerOn(h, email);
  const newAuction = (token: string, title: string) => newAuctionOn(h, token, title);
  const newLot = (token: string, auctionid: string | null, title: string) =>
    newStandardLot(h, token, auctionid, title);
  const associable = (auctionid: string, token?: string) =>
    h.post('seller/auction/getAllProjectsAssociated', { auctionid }, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea@associable.test')).token;
    seller.own = await signInSeller('own@associable.test');
    seller.other = await signInSeller('other@associable.test');
    auction.own = await newAuction(seller.own, 'Antwerp rough');
    auction.second = await newAuction(seller.own, 'Second tender');
    auction.other = await newAuction(seller.other, 'Dubai tender');
    lot.free = await newLot(seller.own, null, 'Unattached rough');
    lot.inOwn = await newLot(seller.own, auction.own, 'In this auction');
    lot.inSecond = await newLot(seller.own, auction.second, 'In another auction');
    lot.stranger = await newLot(seller.other, null, 'Stranger lot');
    await waitFor(
      async () =>
        responseData(await h.post('seller/product/listings', {}, admin)).totalRecords >= 4,
    );
  }, 60_000);
  afterAll(() => h.close());

  it("offers the seller's lots in no auction and those already in this one", async () => {
    const r = await associable(auction.own, seller.own);
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([lot.free, lot.inOwn].sort());
  });

  it("never offers another auction's lot nor another seller's lot, even to an admin", async () => {
    const asAdmin = ids(await associable(auction.own, admin));
    expect(asAdmin).not.toContain(lot.inSecond);
    expect(asAdmin).not.toContain(lot.stranger);
  });

  it('drops a lot from the offer once another auction takes it', async () => {
    const add = { auctionid: auction.second, project_id: [lot.free] };
    expect((await h.post('seller/auction/addtoAuction', add, seller.own)).status).toBe(200);
    await waitFor(async () => !ids(await associable(auction.own, seller.own)).includes(lot.free));
    expect(ids(await associable(auction.second, seller.own))).toContain(lot.free);
  });

  it("answers 404 for another seller's auction, 403 for a buyer, 401 for a visitor", async () => {
    expect((await associable(auction.own, seller.other)).status).toBe(404);
    expect((await associable(auction.own, buyer)).status).toBe(403);
    expect((await associable(auction.own)).status).toBe(401);
  });
});
