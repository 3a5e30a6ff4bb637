import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { roughLotForm } from './backoffice-fixtures.js';
import { ADMIN, type Harness, startHarness, waitFor } from './http-harness.js';

const iso = (ms: number) => new Date(ms).toISOString();
type Who = { token: string; id: string };

describe('The command API', () => {
  let h: Harness;
  let admin: string;
  let buyer: Who;
  let buyer2: Who;
  let sellerA: Who;
  let sellerB: Who;

  const signup = async (email: string): Promise<Who> => {
    const r = await h.post('user/register', {
      first_name: 'T',
      last_name: 'User',
      email,
      password: 'correct-horse',
      confirm_password: 'correct-horse',
      termcheck: true,
    });
    return { token: r.body.data.responseData.token, id: r.body.data.responseData.user.id };
  };
  const seller = async (email: string): Promise<Who> => {
    await h.app.get(RegisterUserHandler).register({
      email,
      password: 'seller-pass-1',
      first_name: 'S',
      last_name: 'Eller',
      phone: null,
      country: null,
      termcheck: true,
      role: 'seller',
    });
    const r = await h.post('user/login', { email, password: 'seller-pass-1' });
    return { token: r.body.data.responseData.token, id: r.body.data.responseData.user.id };
  };
  const lot = async (token: string, extra: Record<string, unknown> = {}) => {
    const now = h.clock.now().getTime();
    const r = await h.post(
      'seller/product/projectAction',
      roughLotForm(now, {
        title: '1.20 ct rough, Sawable, 1 stone',
        pricing: 'per_carat',
        weight: '1.20',
        ...extra,
      }),
      token,
    );
    return r;
  };
  const opened = async (id: string) =>
    waitFor(async () => (await h.app.get(LotCommandBus).load(id)).phase === 'open');

  beforeAll(async () => {
    h = await startHarness();
    h.app.get(LotScheduler).tickMs = 50;
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    buyer = await signup('buyer@t.test');
    buyer2 = await signup('buyer2@t.test');
    sellerA = await seller('seller-a@t.test');
    sellerB = await seller('seller-b@t.test');
  });
  afterAll(async () => h?.close());

  describe('accounts', () => {
    it.each([
      [{ password: 'short', confirm_password: 'short' }, 'Minimum 8 characters'],
      [{ confirm_password: 'different-1' }, 'Passwords not match'],
      [{ first_name: '' }, 'Required!'],
      [{ email: 'not-an-address' }, 'Invalid email format'],
      [{ termcheck: 0 }, 'You need to accept the terms and conditions'],
    ])('refuses a registration with the spec message (%j)', async (patch, message) => {
      const r = await h.post('user/register', {
        first_name: 'A',
        last_name: 'B',
        email: 'new@t.test',
        password: 'long-enough',
        confirm_password: 'long-enough',
        termcheck: 1,
        ...patch,
      });
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe(message);
    });

    it('refuses the same e-mail twice', async () => {
      const r = await h.post('user/register', {
        first_name: 'A',
        last_name: 'B',
        email: 'BUYER@t.test',
        password: 'long-enough',
        confirm_password: 'long-enough',
        termcheck: 1,
      });
      expect(r.status).toBe(422);
      expect(r.body.data.message).toBe('Email already exists');
    });

    it('validates a session and refuses a forged token', async () => {
      const ok = await h.post('user/validateUser', {}, buyer.token);
      expect(ok.body.data.responseData).toMatchObject({
        id: buyer.id,
        role: 'buyer',
        email: 'buyer@t.test',
      });
      expect(ok.body.data.responseData.passwordHash).toBeUndefined();
      const forged = `${buyer.token.slice(0, -4)}AAAA`;
      expect((await h.post('user/validateUser', {}, forged)).status).toBe(401);
    });

    it('refuses a wrong password with 401', async () => {
      expect(
        (await h.post('user/login', { email: 'buyer@t.test', password: 'nope-nope' })).status,
      ).toBe(401);
    });
  });

  describe('authorization', () => {
    it('keeps buyers out of the seller area (403)', async () => {
      expect((await lot(buyer.token)).status).toBe(403);
      expect(
        (
          await h.post(
            'seller/setting/bidIncrementAction',
            { from_amount: 0, increment: 5 },
            sellerA.token,
          )
        ).status,
      ).toBe(403);
    });

    it('lets a seller act only on their own lots; an admin on all', async () => {
      const id = (await lot(sellerA.token)).body.data.responseData.id;
      const other = await h.post(
        'seller/product/changeStatus',
        { id, status: 'inactive' },
        sellerB.token,
      );
      expect(other.status).toBe(403);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'inactive' }, sellerA.token))
          .status,
      ).toBe(200);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'active' }, admin)).status,
      ).toBe(200);
    });

    it('rejects unknown fields and three decimals with 400', async () => {
      expect((await lot(sellerA.token, { hacker: 1 })).status).toBe(400);
      expect((await lot(sellerA.token, { sprice: '10.001' })).body.data.message).toBe(
        'Enter Valid Price',
      );
    });
  });

  describe('sealed tender', () => {
    it('takes offers, hides their amounts, and sells to the awarded bidder', async () => {
      const id = (await lot(sellerA.token, { auctiontype: 'sealed', sprice: 400 })).body.data
        .responseData.id;
      await opened(id);
      const low = await h.post(
        'bid/confirm',
        { id, wsprice: 300, bidding_type: 'sealed' },
        buyer.token,
      );
      expect(low.status).toBe(422);
      expect(low.body.data.message).toBe('Enter Valid Price');
      const offer = await h.post(
        'bid/confirm',
        { id, wsprice: 450, bidding_type: 'sealed' },
        buyer.token,
      );
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
      const id = (await lot(sellerA.token, { auctiontype: 'reverse', sprice: 300 })).body.data
        .responseData.id;
      await opened(id);
      const high = await h.post(
        'bid/confirm',
        { id, wsprice: 301, bidding_type: 'reverse' },
        buyer.token,
      );
      expect(high.body.data.message).toBe('Max Starting Bid $300.00');
      const tiny = await h.post(
        'bid/confirm',
        { id, wsprice: 0.5, bidding_type: 'reverse' },
        buyer.token,
      );
      expect(tiny.body.data.message).toBe('Min Bid $1.00');
      const ok = await h.post(
        'bid/confirm',
        { id, wsprice: 280, bidding_type: 'reverse' },
        buyer.token,
      );
      expect(ok.body.data.responseData).toMatchObject({ wprice: 280, bidtopstatus: 'winner' });
    });
  });

  describe('deposits, pre-bids and retraction', () => {
    it('asks for a deposit until an admin records it', async () => {
      const id = (await lot(sellerA.token, { deposit: 1, deposit_amount: 500 })).body.data
        .responseData.id;
      await opened(id);
      const refused = await h.post(
        'bid/confirm',
        { id, wsprice: 100, bidding_type: 'proxy' },
        buyer.token,
      );
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
      const id = (await lot(sellerA.token, { deposit: 1, deposit_amount: 500 })).body.data
        .responseData.id;
      await opened(id);
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
      const id = (await lot(sellerA.token)).body.data.responseData.id;
      await opened(id);
      await h.post('bid/confirm', { id, wsprice: 300, bidding_type: 'proxy' }, buyer.token);
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
