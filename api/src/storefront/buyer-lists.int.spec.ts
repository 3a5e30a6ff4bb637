import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { newStandardLot } from '../../test/backoffice-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const ids = (r: { body: any }) =>
  (r.body.data.responseData.records as { id: string }[]).map((x) => x.id);

/** The lists a buyer walks through (issue 15, point 8): each filter and sort the web sends is honoured. */
describe('Buyer lists over HTTP', () => {
  let h: Harness;
  let admin: string;
  let alice: { token: string; id: string };
  let bruno: { token: string; id: string };
  let liveAuction: string;
  let closedAuction: string;
  const lot: Record<string, string> = {};
  let offerAnswer: { status: number; body: any };

  const register = (first: string, email: string) => signUp(h, first, email);
  const auction = async (title: string, closes: number) =>
    (
      await h.post(
        'seller/auction/auctionAction',
        {
          action: 'new',
          title,
          description: title,
          date_added: iso(h.clock.now().getTime() - MINUTE),
          date_closed: iso(closes),
        },
        admin,
      )
    ).body.data.responseData.id as string;
  const newLot = async (
    auctionid: string,
    title: string,
    closes: number,
    auctiontype: 'standard' | 'sealed' = 'standard',
  ) =>
    newStandardLot(h, admin, auctionid, title, {
      desc_proc: '<p>x</p>',
      auctiontype,
      date_closed: iso(closes),
    });
  const bid = (id: string, dollars: number, token: string, type = 'proxy') =>
    h.post('bid/confirm', { id, wsprice: dollars, bidding_type: type }, token);
  const myBids = (body: Record<string, unknown>, token = alice.token) =>
    h.post('auction/myBids', { limit: 50, page: 1, ...body }, token);

  beforeAll(async () => {
    h = await startHarness();
    alice = await register('Alice', 'alice@lists.test');
    bruno = await register('Bruno', 'bruno@lists.test');
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    const now = h.clock.now().getTime();
    // Titles run against close dates, so a sort by title and one by date differ.
    closedAuction = await auction('Zebra closed sale', now + MINUTE);
    liveAuction = await auction('antwerp live sale', now + 2 * 24 * 60 * MINUTE);
    const later = now + 24 * 60 * MINUTE;
    lot.leading = await newLot(liveAuction, 'Beta rough, Alice leads', later);
    lot.outbid = await newLot(liveAuction, 'alpha rough, Alice outbid', later);
    lot.openOffer = await newLot(liveAuction, 'Open tender', later, 'sealed');
    lot.endedOffer = await newLot(closedAuction, 'Ended tender', now + MINUTE, 'sealed');
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () =>
      (await Promise.all(Object.values(lot).map((id) => bus.load(id)))).every(
        (s) => s.phase === 'open',
      ),
    );
    expect((await bid(lot.leading, 700, alice.token)).status).toBe(200);
    expect((await bid(lot.outbid, 600, alice.token)).status).toBe(200);
    expect((await bid(lot.outbid, 900, bruno.token)).status).toBe(200);
    offerAnswer = await bid(lot.openOffer, 600, alice.token, 'sealed');
    expect(offerAnswer.status).toBe(200);
    expect((await bid(lot.endedOffer, 550, alice.token, 'sealed')).status).toBe(200);
    h.clock.advance(2 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    await waitFor(async () => {
      const [open] = (await h.post('auction/search', { filters: { market_status: 'open' } })).body
        .data.responseData.records;
      const mine = (await myBids({})).body.data.responseData.records as {
        id: string;
        market_status: string;
      }[];
      return (
        open !== undefined &&
        mine.length === 4 &&
        mine.find((r) => r.id === lot.endedOffer)?.market_status === 'pending'
      );
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  describe('auction/search', () => {
    it('returns the auction named by filters.id, not the first one (/liveAuction/:aid)', async () => {
      for (const id of [liveAuction, closedAuction]) {
        const r = await h.post('auction/search', { limit: 1, page: 1, filters: { id } });
        expect(ids(r)).toEqual([id]);
      }
    });

    it('lists only open auctions when asked for market_status open (Active & Upcoming)', async () => {
      const r = await h.post('auction/search', {
        limit: 12,
        page: 1,
        orderby: 'a.date_closed asc',
        filters: { market_status: 'open' },
      });
      expect(ids(r)).toEqual([liveAuction]);
    });

    it("sorts by title A-Z, case-blind, when asked 'a.title asc'", async () => {
      const r = await h.post('auction/search', { limit: 12, page: 1, orderby: 'a.title asc' });
      expect(ids(r)).toEqual([liveAuction, closedAuction]);
    });
  });

  it("product/search sorts 'Title A-Z' case-blind", async () => {
    const r = await h.post('product/search', {
      limit: 2,
      page: 1,
      orderby: 'p.title asc',
      filters: { auctionid: liveAuction, auctiontype: 'standard' },
    });
    expect(ids(r)).toEqual([lot.outbid, lot.leading]);
  });

  describe('My Bids tabs', () => {
    it('Winning lists only the lots the buyer leads', async () => {
      expect(ids(await myBids({ status: 'winning', kind: 'bids' }))).toEqual([lot.leading]);
    });

    it('Outbid lists only the lots where the buyer was outbid', async () => {
      expect(ids(await myBids({ status: 'outbid', kind: 'bids' }))).toEqual([lot.outbid]);
    });

    it('All lists the bids and no sealed offers', async () => {
      expect(new Set(ids(await myBids({ status: 'all', kind: 'bids' })))).toEqual(
        new Set([lot.leading, lot.outbid]),
      );
    });
  });

  describe('My Offers tabs', () => {
    it('Open lists only sealed offers on lots still open, with the buyer’s own amount', async () => {
      const r = await myBids({ status: 'open', kind: 'sealed' });
      expect(ids(r)).toEqual([lot.openOffer]);
      expect(r.body.data.responseData.records[0].my_offer).toBe(600);
    });

    it('Closed lists only sealed offers whose window has ended', async () => {
      expect(ids(await myBids({ status: 'closed', kind: 'sealed' }))).toEqual([lot.endedOffer]);
    });

    it('answers a placed offer with the buyer’s own amount', () => {
      expect(offerAnswer.body.data.responseData.my_offer).toBe(600);
    });

    it('shows a sealed offer’s amount to its bidder only', async () => {
      const search = (token?: string) =>
        h.post('product/search', { limit: 1, page: 1, filters: { id: lot.openOffer } }, token);
      expect((await search(alice.token)).body.data.responseData.records[0].my_offer).toBe(600);
      expect((await search(bruno.token)).body.data.responseData.records[0].my_offer).toBeNull();
      expect(JSON.stringify((await search()).body)).not.toContain('my_offer');
    });
  });

  it('numbers bid history rows instead of showing internal ids', async () => {
    const r = await h.post(
      'product/bidhistory',
      { id: lot.outbid, limit: 10, page: 1 },
      alice.token,
    );
    const { records, totalRecords } = r.body.data.responseData;
    expect(records.map((x: { bid_number: number }) => x.bid_number)).toEqual(
      Array.from({ length: totalRecords }, (_, i) => totalRecords - i),
    );
    const masked = records.find((x: { user_id: string | null }) => x.user_id === null);
    expect(masked.first_name).toBe('B***o');
  });
});
