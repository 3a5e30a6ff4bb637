import type { LedgerLine } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
import { type Balances, post, trialBalance } from './ledger/index.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Issue 16, the wallet: an admin's credit, a deposit paid from it, a short wallet, a retry. */
describe('The wallet over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: { token: string; id: string };
  const lots: string[] = [];

  const history = async () =>
    (await h.post('credit/getCreditHistory', { limit: 10, page: 1 }, buyer.token)).body.data
      .responseData;
  const depositOf = async (id: string) =>
    (await h.post('product/search', { filters: { id } }, buyer.token)).body.data.responseData
      .records[0]?.bid_deposit_id;
  const payDeposit = (id: string, amount: number, commandId: string) =>
    h.post(
      'credit/addBidDeposit',
      {
        amount,
        product_id: id,
        credit_notes: `Bid Deposit - ${id}`,
        credit_type: 'user',
        type: 'projects',
        pay_type: 'wallet',
        commandId,
      },
      buyer.token,
    );
  const credit = (token: string, commandId: string) =>
    h.post(
      'admin/credit/addCredit',
      { user_id: buyer.id, amount: 500, credit_notes: 'Bank transfer 4471', commandId },
      token,
    );
  const ledgerEntries = async () =>
    (await h.app.get<symbol, EventStore>(EVENT_STORE).readAll()).filter(
      (e) => e.type === 'LedgerEntryRecorded',
    );

  beforeAll(async () => {
    h = await startHarness();
    h.app.get(LotScheduler).tickMs = 50;
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    buyer = await signUp(h, 'Wanda', 'wanda@t.test');
    const now = h.clock.now().getTime();
    for (const deposit_amount of [200, 400]) {
      const r = await h.post(
        'seller/product/projectAction',
        {
          action: 'new',
          title: `Deposit lot ${deposit_amount}`,
          pricing: 'per_carat',
          weight: '1.20',
          total_stones: 1,
          sprice: 100,
          deposit: 1,
          deposit_amount,
          date_added: iso(now - 1_000),
          date_closed: iso(now + 3_600_000),
        },
        admin,
      );
      lots.push(r.body.data.responseData.id);
    }
    for (const id of lots)
      await waitFor(async () => (await h.app.get(LotCommandBus).load(id)).phase === 'open');
  });
  afterAll(async () => h?.close());

  it('lets only an admin record money received', async () => {
    expect((await credit(buyer.token, 'forged')).status).toBe(403);
    const unknown = await h.post(
      'admin/credit/addCredit',
      { user_id: 'nobody', amount: 5, credit_notes: 'x' },
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it("credits $500 once, even when the admin's request is retried with the same commandId", async () => {
    const first = await credit(admin, 'credit-1');
    expect(first.status).toBe(200);
    expect(first.body.data.responseData).toMatchObject({
      user_id: buyer.id,
      amount: 500,
      balance: 500,
    });
    const retry = await credit(admin, 'credit-1');
    expect(retry.body.data.responseData).toMatchObject({
      id: first.body.data.responseData.id,
      balance: 500,
    });
    await waitFor(async () => (await history()).balance === 500);
    const list = await history();
    expect(list).toMatchObject({ totalRecords: 1, setDisp: 'Showing 1 of 1', deposits_held: 0 });
    expect(list.records[0]).toMatchObject({
      amount: 500,
      credit_notes: 'Bank transfer 4471',
      type: 'money-received',
      balance: 500,
    });
  });

  it('pays a $200 deposit from the wallet: $300 left, the lot shows the deposit paid', async () => {
    const [lot] = lots as [string];
    const paid = await payDeposit(lot, 200, 'deposit-1');
    expect(paid.status).toBe(200);
    const depositId = paid.body.data.responseData.bid_deposit_id;
    expect(depositId).toEqual(expect.any(String));
    expect(paid.body.data.responseData.sandbox).toBe(false);
    // A retry of the same payment answers the same deposit and takes nothing more.
    const retry = await payDeposit(lot, 200, 'deposit-1');
    expect(retry.body.data.responseData.bid_deposit_id).toBe(depositId);
    await waitFor(async () => (await history()).totalRecords === 2);
    const list = await history();
    expect(list).toMatchObject({ balance: 300, deposits_held: 200, setDisp: 'Showing 2 of 2' });
    expect(list.records[0]).toMatchObject({
      amount: -200,
      type: 'deposit-held',
      project_id: lot,
      balance: 300,
    });
    await waitFor(async () => (await depositOf(lot)) === depositId);
  });

  it('refuses a $400 deposit with $300 in the wallet and takes nothing', async () => {
    const lot = lots[1] as string;
    const short = await payDeposit(lot, 400, 'deposit-2');
    expect([short.status, short.body.data.message, short.body.data.code]).toEqual([
      422,
      'Insufficient wallet balance',
      'wallet.insufficient-balance',
    ]);
    expect(await depositOf(lot)).toBeNull();
    expect(await history()).toMatchObject({ balance: 300, totalRecords: 2 });
  });

  it('ends with two entries that balance: the sum over every account is zero', async () => {
    const entries = await ledgerEntries();
    expect(entries.map((e) => (e.data as { reason: string }).reason)).toEqual([
      'money-received',
      'deposit-held',
    ]);
    const balances = entries.reduce(
      (b: Balances, e) => post(b, (e.data as { lines: LedgerLine[] }).lines),
      {},
    );
    expect(trialBalance(balances)).toBe(0);
    expect(balances['wallet:' + buyer.id]).toBe(-300_00);
    expect(balances['money-received:house']).toBe(500_00);
  });
});
