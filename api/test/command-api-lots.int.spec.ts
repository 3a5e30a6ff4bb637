import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { listLot, lotOpened, startCommandApiWorld, type Who } from './command-api.world.js';
import { type Harness, iso, waitFor } from './http-harness.js';

/** Sealed tenders, reverse lots, bid deposits, pre-bids and retraction, over HTTP. */
describe('The command API: sealed, reverse and deposit lots', () => {
  let h: Harness;
  let admin: string;
  let buyer: Who;
  let buyer2: Who;
  let sellerA: Who;
  beforeAll(async () => {
    ({ h, admin, buyer, buyer2, sellerA } = await startCommandApiWorld());
  });
  afterAll(async () => h?.close());
  const lot = (token: string, extra: Record<string, unknown> = {}) => listLot(h, token, extra);
  const opened = (id: string) => lotOpened(h, id);
  /** Seller A's lot (with these fields), once it is open: its id. */
  const openLotOfA = async (extra: Record<string, unknown> = {}) => {
    const id = (await lot(sellerA.token, extra)).body.data.responseData.id as string;
    await opened(id);
    return id;
  };
  const confirm = (id: string, wsprice: number, bidding_type: string) =>
    h.post('bid/confirm', { id, wsprice, bidding_type }, buyer.token);

  describe('sealed tender', () => {
    it('takes offers, hides their amounts, and sells to the awarded bidder', async () => {
      const id = await openLotOfA({ auctiontype: 'sealed', sprice: 400 });
      const low = await confirm(id, 300, 'sealed');
      expect(low.status).toBe(422);
      expect(low.body.data.message).toBe('Enter Valid Price');
      const offer = await confirm(id, 450, 'sealed');
      expect(offer.body.data.message).toBe('Offer Placed Successfully');
      expect(offer.body.data.responseData).toMatchObject({ wprice: 0, bid_count: 1 });
      await h.post('makeoffer/addToMakeoffer', { id, wsprice: 470 }, buyer2.token);
      h.clock.advance(3_700_000);
      await waitFor(
        async () => (await h.app.get(LotCommandBus).load(id)).phase === 'awaiting_award',
      );
      const award = await h.post(
        'seller/offer/changeOfferStatus',
        { id, user_id: buyer.id, status: 'accept' },
        sellerA.token,
      );
      expect(award.body.data.responseData).toMatchObject({
        market_status: 'sold',
        buynowed: buyer.id,
        wprice: 450,
      });
    });
  });

  describe('reverse lot', () => {
    it("answers 'Max Starting Bid' above the start and 'Min Bid $1.00' below a dollar", async () => {
      const id = await openLotOfA({ auctiontype: 'reverse', sprice: 300 });
      const high = await confirm(id, 301, 'reverse');
      expect(high.body.data.message).toBe('Max Starting Bid $300.00');
      const tiny = await confirm(id, 0.5, 'reverse');
      expect(tiny.body.data.message).toBe('Min Bid $1.00');
      const ok = await confirm(id, 280, 'reverse');
      expect(ok.body.data.responseData).toMatchObject({ wprice: 280, bidtopstatus: 'winner' });
    });
  });

  describe('deposits, pre-bids and retraction', () => {
    it('asks for a deposit until an admin records it', async () => {
      const id = await openLotOfA({ deposit: 1, deposit_amount: 500 });
      const refused = await confirm(id, 100, 'proxy');
      expect(refused.body.data.message).toBe('A bid deposit of $500.00 is required');
      expect(
        (
          await h.post(
            'credit/recordBidDeposit',
            { id, user_id: buyer.id, amount: 500 },
            sellerA.token,
          )
        ).status,
      ).toBe(403);
      expect(
        (await h.post('credit/recordBidDeposit', { id, user_id: buyer.id, amount: 500 }, admin))
          .status,
      ).toBe(200);
      expect(
        (await h.post('bid/confirm', { id, wsprice: 100, bidding_type: 'proxy' }, buyer.token))
          .status,
      ).toBe(200);
    });

    it('lets a buyer pay their own deposit online, once, and refuses a wallet without credit', async () => {
      const id = await openLotOfA({ deposit: 1, deposit_amount: 500 });
      const body = {
        amount: 500,
        product_id: id,
        credit_notes: 'Bid Deposit - Lot',
        credit_type: 'user',
        type: 'projects',
      };
      const noMethod = await h.post('credit/addBidDeposit', body, buyer2.token);
      expect([noMethod.status, noMethod.body.data.message]).toEqual([400, 'Required']);
      const wallet = await h.post(
        'credit/addBidDeposit',
        { ...body, pay_type: 'wallet' },
        buyer2.token,
      );
      expect([wallet.status, wallet.body.data.message]).toEqual([
        422,
        'Insufficient wallet balance',
      ]);
      const short = await h.post(
        'credit/addBidDeposit',
        { ...body, amount: 5, pay_type: 'online' },
        buyer2.token,
      );
      expect(short.body.data.message).toBe('Deposit must be at least $500.00');
      const own = await h.post(
        'credit/addBidDeposit',
        { ...body, pay_type: 'online' },
        sellerA.token,
      );
      expect(own.body.data.message).toBe('You cannot bid on your own lot');

      const paid = await h.post(
        'credit/addBidDeposit',
        { ...body, pay_type: 'online' },
        buyer2.token,
      );
      expect(paid.status).toBe(200);
      expect(paid.body.data.responseData).toMatchObject({ id, sandbox: true });
      expect(paid.body.data.responseData.bid_deposit_id).toEqual(expect.any(String));
      // The lot now reads as paid for this buyer only, so the dialog does not open again.
      const depositOf = async (token: string) =>
        (await h.post('product/search', { filters: { id } }, token)).body.data.responseData
          .records[0]?.bid_deposit_id;
      await waitFor(
        async () => (await depositOf(buyer2.token)) === paid.body.data.responseData.bid_deposit_id,
      );
      expect(await depositOf(buyer.token)).toBeNull();
      const again = await h.post(
        'credit/addBidDeposit',
        { ...body, pay_type: 'online' },
        buyer2.token,
      );
      expect(again.body.data.responseData.bid_deposit_id).toBeNull();
      expect(
        (await h.post('bid/confirm', { id, wsprice: 100, bidding_type: 'proxy' }, buyer2.token))
          .status,
      ).toBe(200);
    });

    it('applies pre-bids at the start in placement order', async () => {
      const now = h.clock.now().getTime();
      const id = (await lot(sellerA.token, { date_added: iso(now + 60_000) })).body.data
        .responseData.id;
      const pre = await h.post('bid/preBidConfirm', { id, wsprice: 250 }, buyer.token);
      expect(pre.body.data.message).toBe('Pre Bid placed successfully');
      expect(pre.body.data.responseData.prebid_data).toEqual({
        proposed_amount: 250,
        proposal: 'proxy',
      });
      await h.post('bid/preBidConfirm', { id, wsprice: 200 }, buyer2.token);
      h.clock.advance(61_000);
      await opened(id);
      const state = await h.app.get(LotCommandBus).load(id);
      expect(state.leader?.userId).toBe(buyer.id);
      expect(state.wprice).toBe(210_00);
    });

    it('lets an admin retract a bid and recomputes the price', async () => {
      const id = await openLotOfA();
      await confirm(id, 300, 'proxy');
      await h.post('bid/confirm', { id, wsprice: 200, bidding_type: 'proxy' }, buyer2.token);
      const state = await h.app.get(LotCommandBus).load(id);
      const bidId = state.bids.find((b) => b.userId === buyer2.id)?.bidId;
      const r = await h.post('bid/bidCancel', { id, bid_id: bidId, reason: 'Bidder error' }, admin);
      expect(r.status).toBe(200);
      expect(r.body.data.responseData.wprice).toBe(100);
      expect(
        (await h.post('bid/bidCancel', { id, bid_id: bidId, reason: 'x' }, buyer.token)).status,
      ).toBe(403);
    });
  });
});
