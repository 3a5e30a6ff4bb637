import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  type Buyer,
  creditWallet,
  lotCard,
  newLot,
  payDeposit as payLotDeposit,
  storedEvents,
} from '../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from './domain/index.js';

/** Issue 16, the wallet: an admin's credit, a deposit paid from it, a short wallet, a retry. */
describe('The wallet over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  const lots: string[] = [];

  const history = async () =>
    (await h.post('credit/getCreditHistory', { limit: 10, page: 1 }, buyer.token)).body.data
      .responseData;
  const depositOf = async (id: string) => (await lotCard(h, id, buyer.token))?.bid_deposit_id;
  const payDeposit = (id: string, amount: number, commandId: string) =>
    payLotDeposit(h, buyer, { lotId: id, dollars: amount, note: `Bid Deposit - ${id}`, commandId });
  const credit = (token: string, commandId: string) =>
    creditWallet(h.post, token, {
      userId: buyer.id,
      dollars: 500,
      note: 'Bank transfer 4471',
      commandId,
    });
  const ledgerEntries = () => storedEvents(h, 'LedgerEntryRecorded');

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    buyer = await signUp(h, 'Wanda', 'wanda@t.test');
    for (const deposit_amount of [200, 400])
      lots.push(
        await newLot(h, admin, {
          title: `Deposit lot ${deposit_amount}`,
          pricing: 'per_carat',
          weight: '1.20',
          sprice: 100,
          deposit: 1,
          deposit_amount,
        }),
      );
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
    const balances = balancesOf(entries);
    expect(trialBalance(balances)).toBe(0);
    expect(balances['wallet:' + buyer.id]).toBe(-300_00);
    expect(balances['money-received:house']).toBe(500_00);
  });
});
