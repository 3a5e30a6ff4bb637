import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLot, lotOpened, startCommandApiWorld, type Who } from './command-api.world.js';
import { type Harness, waitFor } from './http-harness.js';

/** Issue 26: a reverse lot tells each bidder their own rank (1 = best), in the answer and the search. */
describe("A reverse lot's rank for each bidder", () => {
  let h: Harness;
  let buyer: Who;
  let buyer2: Who;
  let sellerA: Who;
  let id: string;
  const bid = (wsprice: number, who: Who) =>
    h.post('bid/confirm', { id, wsprice, bidding_type: 'reverse' }, who.token);
  const card = async (who: Who) =>
    (await h.post('product/search', { filters: { id } }, who.token)).body.data.responseData
      .records[0];

  beforeAll(async () => {
    ({ h, buyer, buyer2, sellerA } = await startCommandApiWorld());
    id = (await listLot(h, sellerA.token, { auctiontype: 'reverse', sprice: 300 })).body.data
      .responseData.id;
    await lotOpened(h, id);
  });
  afterAll(async () => h?.close());

  it('answers the lone bidder rank 1', async () => {
    const r = await bid(280, buyer);
    expect(r.body.data.responseData).toMatchObject({ rank: 1, bidtopstatus: 'winner' });
  });

  it('answers a lower bidder rank 1, and the first bidder now reads rank 2 in the search', async () => {
    const r = await bid(250, buyer2);
    expect(r.body.data.responseData.rank).toBe(1);
    await waitFor(async () => (await card(buyer))?.rank === 2);
    expect((await card(buyer2)).rank).toBe(1);
  });

  it("tells no amount of another bidder, and a seller's search carries no rank", async () => {
    const mine = await card(buyer);
    expect(JSON.stringify(mine)).not.toContain('280');
    expect((await card(sellerA)).rank).toBeNull();
  });
});
