import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

/**
 * The buyer's own label is one rule (issue 15, point 2): the bid answer, the search record and the
 * pushes agree, and a lot with no ranking yet gives no Winning/Outbid to anyone.
 */
describe("A buyer's label, wherever it is read", () => {
  let h: Harness;
  let admin: string;
  let buyer: string;

  const searchOf = async (id: string) =>
    (await h.post('product/search', { filters: { id } }, buyer)).body.data.responseData
      .records[0] as { bidtopstatus?: string | null; revision: number } | undefined;
  const lot = async (extra: Record<string, unknown>) =>
    (
      await h.post(
        'seller/product/projectAction',
        {
          action: 'new',
          title: '2.00 ct rough, Sawable, 1 stone',
          pricing: 'per_carat',
          weight: '2.00',
          total_stones: 1,
          sprice: 500,
          date_added: iso(h.clock.now().getTime() - 1_000),
          date_closed: iso(h.clock.now().getTime() + HOUR),
          ...extra,
        },
        admin,
      )
    ).body.data.responseData.id as string;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Only', 'only.bidder@facet.test')).token;
  });
  afterAll(() => h.close());

  it('shows no Outbid to the only pre-bidder of a lot that has not started', async () => {
    const id = await lot({ date_added: iso(h.clock.now().getTime() + HOUR / 2) });
    const pre = await h.post('bid/preBidConfirm', { id, wsprice: 600 }, buyer);
    expect(pre.status).toBe(200);
    // The card does not move on a pre-bid; the buyer's own list does, in the same committed batch.
    await waitFor(async () =>
      (
        (await h.post('auction/myBids', { status: 'all', kind: 'all' }, buyer)).body.data
          .responseData.records as { id: string }[]
      ).some((r) => r.id === id),
    );
    expect((await searchOf(id))?.bidtopstatus ?? null).toBeNull();
  });

  it('ranks nobody on an open sealed lot: no status in the answer to the offer nor in search', async () => {
    const id = await lot({ auctiontype: 'sealed' });
    const offer = await h.post('bid/confirm', { id, wsprice: 700, bidding_type: 'sealed' }, buyer);
    expect(offer.status).toBe(200);
    expect(offer.body.data.responseData.bidtopstatus ?? null).toBeNull();
    await waitFor(
      async () => (await searchOf(id))?.revision === offer.body.data.responseData.revision,
    );
    expect((await searchOf(id))?.bidtopstatus ?? null).toBeNull();
  });
});
