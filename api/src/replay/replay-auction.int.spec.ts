import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { newLot } from '../../test/commerce-fixtures.js';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';

/** Issue 18: an admin replays an auction, its own events and every lot's on one timeline. */
describe('Replay of an auction over HTTP', () => {
  let h: Harness;
  let admin: string;
  const bidder: Record<'ann' | 'ben', { token: string; id: string }> = {} as never;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    bidder.ann = await signUp(h, 'Ann', 'ann@replay.test');
    bidder.ben = await signUp(h, 'Ben', 'ben@replay.test');
  });
  afterAll(() => h.close());

  it("replays an auction: its own events and every lot's, merged in log order", async () => {
    const now = h.clock.now().getTime();
    const auctionId = responseData(
      await h.post(
        'seller/auction/auctionAction',
        {
          action: 'new',
          title: 'Gaborone tender',
          description: 'two lots',
          date_added: iso(now - 1_000),
          date_closed: iso(now + HOUR),
        },
        admin,
      ),
    ).id as string;
    const lots: string[] = [];
    for (const title of ['Lot one', 'Lot two'])
      lots.push(
        await newLot(h, admin, {
          auctionid: auctionId,
          title,
          pricing: 'per_item',
          weight: '1.00',
          sprice: 100,
        }),
      );
    await h.post('bid/confirm', { id: lots[1], wsprice: 150 }, bidder.ann.token);
    await h.post('bid/confirm', { id: lots[0], wsprice: 120 }, bidder.ben.token);
    await waitFor(
      async () =>
        (await h.post('product/search', { filters: { auctionid: auctionId } }, admin)).body.data
          .responseData.records.length === 2,
    );
    const t = responseData(await h.post('admin/replay/timeline', { auction_id: auctionId }, admin));
    expect(t.scope).toEqual({ kind: 'auction', id: auctionId, title: 'Gaborone tender' });
    const positions = t.steps.map((s: { position: string }) => BigInt(s.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(t.steps.map((s: { lotId: string | null }) => s.lotId))).toEqual(
      new Set([null, ...lots]),
    );
    const last = t.steps.length - 1;
    const f = responseData(
      await h.post('admin/replay/frame', { auction_id: auctionId, step: last }, admin),
    );
    expect(
      f.lots.map((l: { public: { lotId: string; wprice: number } }) => [
        l.public.lotId,
        l.public.wprice,
      ]),
    ).toEqual([
      [lots[0], 100],
      [lots[1], 100],
    ]);
  });
});
