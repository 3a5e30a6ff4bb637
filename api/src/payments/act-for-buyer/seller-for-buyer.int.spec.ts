import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, newBuyNowLot, shipTo, storedEvents } from '../../../test/commerce-fixtures.js';
import { newSeller } from '../../../test/backoffice-fixtures.js';
import {
  ADMIN,
  type Harness,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';

/**
 * Issue 26, sellers acting for a buyer (SFB-1..6): seller A checks out, pays and records a bank
 * transfer only for what the buyer holds of A's lots; seller B is refused on A's buyer's invoice.
 */
describe("A seller acts for a buyer on the invoices of the seller's own lots", () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  let sellerA: Buyer;
  let sellerB: Buyer;
  let lotA: string;
  let lotB: string;
  let invoiceA: string;
  let invoiceB: string;

  const holdsOf = async (token: string) =>
    responseData(await h.post('cart/search', {}, token)).cartItems as {
      cart_id: string;
      product_id: string;
    }[];

  beforeAll(async () => {
    h = await startHarness();
    admin = responseData(await h.post('user/login', ADMIN)).token as string;
    sellerA = await newSeller(h, 'a@sfb.test', { first_name: 'Ana', last_name: 'Seller' });
    sellerB = await newSeller(h, 'b@sfb.test', { first_name: 'Ben', last_name: 'Seller' });
    buyer = await signUp(h, 'Bo', 'bo@sfb.test');
    lotA = await newBuyNowLot(h, sellerA.token);
    lotB = await newBuyNowLot(h, sellerB.token);
    for (const lot of [lotA, lotB]) {
      const r = await h.post(
        'buynow/addToCart',
        { cart: [{ product_id: lot, qty: 1 }] },
        buyer.token,
      );
      expect(r.status).toBe(200);
    }
    await waitFor(async () => (await holdsOf(buyer.token)).length === 2);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("refuses seller B naming the buyer's hold on seller A's lot (SFB-4)", async () => {
    const holdA = (await holdsOf(buyer.token)).find((i) => i.product_id === lotA)!.cart_id;
    const r = await h.post(
      'seller/cart/checkout',
      { user_id: buyer.id, cart_ids: [holdA], commandId: 'b-co-0' },
      sellerB.token,
    );
    expect([r.status, r.body.data.code]).toEqual([403, 'acting-for-buyer.forbidden']);
  });

  it("checks out only seller A's lot for the buyer, recording seller A as who acted", async () => {
    const r = await h.post(
      'seller/cart/checkout',
      { user_id: buyer.id, commandId: 'a-co-1' },
      sellerA.token,
    );
    expect(r.status).toBe(200);
    invoiceA = responseData(r).invoice_id;
    const [raised] = await storedEvents(h, 'InvoiceRaised');
    expect(raised!.data).toMatchObject({
      buyerId: buyer.id,
      sellerId: sellerA.id,
      raisedBy: sellerA.id,
      items: [{ lotId: lotA }],
    });
    // The buyer's hold on seller B's lot stays in the cart.
    await waitFor(async () => (await holdsOf(buyer.token)).length === 1);
    expect((await holdsOf(buyer.token))[0]!.product_id).toBe(lotB);
  });

  it("refuses seller B every action on seller A's buyer's invoice (SFB-2)", async () => {
    const see = await h.post('seller/user/invoice/invoice', { id: invoiceA }, sellerB.token);
    const note = await h.post(
      'seller/user/invoice/update_invoice',
      { id: invoiceA, note: 'mine?', commandId: 'b-n-1' },
      sellerB.token,
    );
    const wallet = await h.post(
      'seller/credit/payCartWallet',
      { user_id: buyer.id, invoice_id: invoiceA, commandId: 'b-w-1' },
      sellerB.token,
    );
    const offline = await h.post(
      'seller/offline/payCartOffline',
      { invoice_id: invoiceA, reference: 'FAKE', commandId: 'b-o-1' },
      sellerB.token,
    );
    expect([see.status, note.status, wallet.status, offline.status]).toEqual([403, 403, 403, 403]);
    expect([wallet.body.data.code, offline.body.data.code]).toEqual([
      'acting-for-buyer.forbidden',
      'acting-for-buyer.forbidden',
    ]);
    expect(await storedEvents(h, 'InvoicePaymentRecorded')).toHaveLength(0);
  });

  it("pays seller A's invoice from the buyer's wallet once per key, the ledger balanced", async () => {
    await h.post(
      'admin/credit/addCredit',
      { user_id: buyer.id, amount: 500, credit_notes: 'Wire', commandId: 'cr-1' },
      admin,
    );
    const pay = () =>
      h.post(
        'seller/credit/payCartWallet',
        { user_id: buyer.id, invoice_id: invoiceA, commandId: 'a-w-1' },
        sellerA.token,
      );
    // SHIP-4: the invoice ships, so it needs the buyer's shipping address before it is paid.
    await shipTo((path, body, token) => h.post(path, body, token), buyer.token, invoiceA);
    const first = await pay();
    expect(first.status).toBe(200);
    expect(responseData(first)).toMatchObject({ amount: 200, balance_due: 0 });
    expect(responseData(await pay())).toEqual(responseData(first));
    const payments = (await storedEvents(h, 'LedgerEntryRecorded')).filter(
      (e) => e.data.reason === 'wallet-payment',
    );
    expect(payments.map((e) => e.data.recordedBy)).toEqual([sellerA.id]);
    expect(responseData(await h.post('credit/getCreditHistory', {}, buyer.token)).balance).toBe(
      300,
    );
    const trial = await h.post('admin/ledger/trialBalance', {}, admin);
    expect(responseData(trial).balanced).toBe(true);
  });

  it('shows on the invoice who acted for the buyer, and the buyer sees it paid', async () => {
    await waitFor(async () => {
      const r = await h.post('seller/user/invoice/invoice', { id: invoiceA }, sellerA.token);
      return responseData(r).status === 'paid';
    });
    const detail = responseData(
      await h.post('seller/user/invoice/invoice', { id: invoiceA }, sellerA.token),
    );
    expect(detail.history).toMatchObject([
      {
        action: 'raised',
        acted_by: sellerA.id,
        acted_by_name: 'Ana Seller',
        on_behalf_of: buyer.id,
      },
      {
        action: 'paid',
        acted_by: sellerA.id,
        on_behalf_of: buyer.id,
        amount: 200,
        method: 'wallet',
      },
    ]);
    const own = await h.post('invoice/invoice', { id: invoiceA }, buyer.token);
    expect(responseData(own).status).toBe('paid');
  });

  /** The signed balance (debit +) of one account in the trial balance, in dollars. */
  const balanceOf = async (kind: string, owner: string): Promise<number> => {
    const trial = responseData(await h.post('admin/ledger/trialBalance', {}, admin));
    const accounts = trial.accounts as { kind: string; owner: string; balance: number }[];
    return accounts.find((a) => a.kind === kind && a.owner === owner)?.balance ?? 0;
  };

  it('lets seller B record a bank transfer on their own invoice once per key, as money B collected (L-SFB-2)', async () => {
    const houseBankBefore = await balanceOf('money-received', 'house');
    const co = await h.post(
      'seller/cart/checkout',
      { user_id: buyer.id, commandId: 'b-co-1' },
      sellerB.token,
    );
    invoiceB = responseData(co).invoice_id;
    const mark = () =>
      h.post(
        'seller/offline/payCartOffline',
        { invoice_id: invoiceB, reference: 'BANK-77', commandId: 'b-o-2' },
        sellerB.token,
      );
    expect((await mark()).status).toBe(200);
    expect((await mark()).status).toBe(200);
    const received = (await storedEvents(h, 'InvoicePaymentRecorded')).filter(
      (e) => e.data.invoiceId === invoiceB,
    );
    expect(received.map((e) => [e.data.method, e.data.amount, e.data.recordedBy])).toEqual([
      ['offline', 200_00, sellerB.id],
    ]);
    const trial = await h.post('admin/ledger/trialBalance', {}, admin);
    expect(responseData(trial).balanced).toBe(true);
    await waitFor(async () => {
      const r = await h.post('invoice/invoice', { id: invoiceB }, buyer.token);
      return responseData(r).status === 'paid';
    });
    // No money reached the house: B's payable is debited by the $200 gross B collected and
    // credited B's $200 share (no premium here), so the house owes B nothing for it.
    expect(await balanceOf('money-received', 'house')).toBe(houseBankBefore);
    const entries = (await storedEvents(h, 'LedgerEntryRecorded')).filter(
      (e) => e.data.recordedBy === sellerB.id,
    );
    expect(entries.map((e) => [e.data.reason, e.data.lines])).toEqual([
      [
        'seller-collected',
        [
          { account: { kind: 'seller-payable', owner: sellerB.id }, side: 'debit', amount: 200_00 },
          {
            account: { kind: 'seller-payable', owner: sellerB.id },
            side: 'credit',
            amount: 200_00,
          },
        ],
      ],
    ]);
    expect(await balanceOf('seller-payable', sellerB.id)).toBe(0);
    await waitFor(async () => {
      const r = await h.post('admin/payouts/sellers', { limit: 100 }, admin);
      const rows = responseData(r).records as { seller_id: string }[];
      return rows.some((row) => row.seller_id === sellerB.id);
    });
    const statement = responseData(await h.post('seller/payouts/statement', {}, sellerB.token));
    expect(statement.summary).toMatchObject({ earned: 0, due: 0, collected_by_seller: 200 });
  });
});
