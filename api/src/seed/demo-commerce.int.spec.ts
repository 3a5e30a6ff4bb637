import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness, waitFor } from '../../test/http-harness.js';

/** The demo marketplace comes with money in it: wallets, invoices paid and awaiting, a cart. */
describe('Demo commerce seed', () => {
  let h: Harness;
  let buyer1: string;
  let buyer2: string;
  let admin: string;
  const login = async (email: string, password: string) =>
    (await h.post('user/login', { email, password })).body.data.responseData.token as string;

  beforeAll(async () => {
    h = await startHarness({ SEED_DEMO: '1' });
    buyer1 = await login('buyer1@facet.test', 'buyer-demo-pass');
    buyer2 = await login('buyer2@facet.test', 'buyer-demo-pass');
    admin = await login(ADMIN.email, ADMIN.password);
    // The read models catch up with the seed's log in the background.
    await waitFor(async () => {
      const cart = await h.post('cart/search', {}, buyer1);
      const awaiting = await h.post('invoice/allinvoices', {}, buyer2);
      const paid = await h.post('invoice/allinvoices', {}, buyer1);
      return (
        cart.body.data.responseData.cartItems.length > 0 &&
        awaiting.body.data.responseData.records[0]?.status === 'awaiting offline payment' &&
        paid.body.data.responseData.records[0]?.status === 'paid'
      );
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it("credits buyer1's wallet with the opening transfer and pays buyer1's invoice from it", async () => {
    const wallet = (await h.post('credit/getCreditHistory', {}, buyer1)).body.data.responseData;
    expect(wallet.records.map((r: { type: string }) => r.type)).toEqual([
      'wallet-payment',
      'money-received',
    ]);
    expect(wallet.records[1]).toMatchObject({
      amount: 25_000,
      credit_notes: 'Opening bank transfer',
    });
    const invoices = (await h.post('invoice/allinvoices', {}, buyer1)).body.data.responseData;
    expect(invoices.records).toMatchObject([{ status: 'paid', balance_due: 0 }]);
    expect(wallet.balance).toBe(25_000 - invoices.records[0].total);
  });

  it("leaves buyer2's invoice awaiting a bank transfer", async () => {
    const invoices = (await h.post('invoice/allinvoices', {}, buyer2)).body.data.responseData;
    expect(invoices.records).toMatchObject([{ status: 'awaiting offline payment' }]);
  });

  it("holds one of the buy-now rings in buyer1's cart", async () => {
    const cart = (await h.post('cart/search', {}, buyer1)).body.data.responseData;
    expect(cart.cartItems).toMatchObject([{ qty: 1, lot_qty: 3, bprice: 7_900 }]);
  });

  it('keeps the ledger balanced', async () => {
    const trial = (await h.post('admin/ledger/trialBalance', {}, admin)).body.data.responseData;
    expect(trial).toMatchObject({ balanced: true, unbalanced: [], repeated_keys: [] });
    // Four of the commerce seed's, and the demo seller's Professional plan charged (SUB-1).
    expect(trial.entries).toBe(5);
  });
});
