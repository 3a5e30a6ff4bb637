import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import {
  addToCart as addHeld,
  adminToken,
  type Buyer,
  creditWallet,
  ledgerBalances as balancesIn,
  MINUTE,
  newBuyNowLot,
  storedEvents,
  shipTo,
} from '../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness } from '../../test/http-harness.js';
import { CartReader } from './cart.reader.js';
import { InvoiceCommandBus } from '../invoicing/invoice-bus/invoice-command-buses.js';
import { trialBalance } from '../ledger/domain/index.js';

/** Issue 16, checkout and paying its invoice over HTTP: one invoice, paid once, money balanced. */
describe('Checkout and paying an invoice over HTTP', () => {
  let h: Harness;
  let admin: string;
  let a: Buyer;
  let b: Buyer;
  let lots: LotCommandBus;
  let invoices: InvoiceCommandBus;

  const newLot = (over: Record<string, unknown> = {}) => newBuyNowLot(h, admin, over);
  const addToCart = (buyer: Buyer, lotId: string, qty: number) => addHeld(h, buyer, lotId, qty);
  /** A checkout, shipped to a valid address (SHIP-4) once it raised its invoice. */
  const checkout = async (buyer: Buyer, commandId: string, extra: Record<string, unknown> = {}) => {
    const r = await h.post('cart/checkout', { commandId, ...extra }, buyer.token);
    if (r.status === 200) await shipTo(h.post, buyer.token, r.body.data.responseData.invoice_id);
    return r;
  };
  const payWallet = (buyer: Buyer, invoiceId: string, commandId: string) =>
    h.post('credit/payCartWallet', { invoice_id: invoiceId, commandId }, buyer.token);
  const credit = (buyer: Buyer, dollars: number, commandId: string) =>
    creditWallet(h.post, admin, { userId: buyer.id, dollars, note: 'Bank transfer', commandId });
  const ledgerBalances = () => balancesIn(h);
  const numbersGiven = async () =>
    (await storedEvents(h, 'InvoiceNumberAssigned')).map(
      (e) => (e.data as { number: number }).number,
    );

  beforeAll(async () => {
    h = await startHarness();
    lots = h.app.get(LotCommandBus);
    invoices = h.app.get(InvoiceCommandBus);
    admin = await adminToken(h.post);
    a = await signUp(h, 'Ada', 'ada@checkout.test');
    b = await signUp(h, 'Bea', 'bea@checkout.test');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('raises one invoice for the held items, with the next gap-free number, and sells the units', async () => {
    const lotId = await newLot();
    await addToCart(a, lotId, 2);
    const r = await checkout(a, 'co-a-1');
    expect(r.status).toBe(200);
    const answer = r.body.data.responseData;
    expect(answer).toMatchObject({ cart_id: 'co-a-1', total: 400, payment_method: null });
    const invoice = (await invoices.load(answer.invoice_id)).raised!;
    expect(invoice).toMatchObject({
      buyerId: a.id,
      source: 'checkout',
      buyersPremium: 0,
      tax: 0,
      items: [{ lotId, qty: 2, unitPrice: 200_00, total: 400_00 }],
    });
    const numbers = await numbersGiven();
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(invoice.number).toBe(numbers.length);
    const lot = await lots.load(lotId);
    expect([lot.sold, Object.keys(lot.holds).length]).toEqual([2, 0]);
  });

  it('answers a retried checkout (same commandId) with the same invoice and raises no second', async () => {
    const first = (await checkout(a, 'co-a-1')).body.data.responseData;
    const again = await checkout(a, 'co-a-1');
    expect(again.status).toBe(200);
    expect(again.body.data.responseData).toEqual(first);
    const raised = await storedEvents(h, 'InvoiceRaised');
    expect(raised).toHaveLength(1);
  });

  it('charges the buyer’s premium and tax an admin configured, half up', async () => {
    const set = (name: string, value: string) =>
      h.post('seller/setting/configurationAction', { name, value }, admin);
    expect((await set('buyers_premium_percent', '10')).status).toBe(200);
    expect((await set('tax_percent', '7.5')).status).toBe(200);
    try {
      const lotId = await newLot({ bprice: 33.33 });
      await addToCart(b, lotId, 1);
      const r = await checkout(b, 'co-b-premium');
      const invoice = (await invoices.load(r.body.data.responseData.invoice_id)).raised!;
      // 33.33 x 10% = 3.333 -> 3.33; (33.33 + 3.33) x 7.5% = 2.7495 -> 2.75
      expect([invoice.buyersPremium, invoice.tax]).toEqual([3_33, 2_75]);
      expect(r.body.data.responseData.total).toBe(39.41);
    } finally {
      await set('buyers_premium_percent', '0');
      await set('tax_percent', '0');
    }
  });

  it("refuses a checkout of a lapsed hold with 'Your cart hold has expired' and raises nothing", async () => {
    const lotId = await newLot();
    const holdId = await addToCart(b, lotId, 1);
    const before = (await numbersGiven()).length;
    h.clock.advance(16 * MINUTE);
    const r = await checkout(b, 'co-b-late', { cart_ids: [holdId] });
    expect([r.status, r.body.data.message]).toEqual([422, 'Your cart hold has expired']);
    expect((await numbersGiven()).length).toBe(before);
  });

  it("refuses a short wallet with 'Insufficient wallet balance' and takes nothing", async () => {
    const { invoice_id } = (await checkout(a, 'co-a-1')).body.data.responseData;
    expect((await credit(a, 100, 'credit-a-1')).status).toBe(200);
    const r = await payWallet(a, invoice_id, 'pay-a-short');
    expect([r.status, r.body.data.message]).toEqual([422, 'Insufficient wallet balance']);
    const state = await invoices.load(invoice_id);
    expect(state.payments).toEqual({});
    expect((await ledgerBalances())['wallet:' + a.id]).toBe(-100_00);
  });

  it('pays the invoice from the wallet once, however often the payment is sent with one key', async () => {
    const { invoice_id } = (await checkout(a, 'co-a-1')).body.data.responseData;
    expect((await credit(a, 400, 'credit-a-2')).status).toBe(200);
    const answers = await Promise.all([
      payWallet(a, invoice_id, 'pay-a-1'),
      payWallet(a, invoice_id, 'pay-a-1'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data.responseData).toMatchObject({ amount: 400, balance_due: 0 });
    const again = await payWallet(a, invoice_id, 'pay-a-1');
    expect(again.body.data.responseData).toMatchObject({ amount: 400, balance_due: 0 });
    const state = await invoices.load(invoice_id);
    expect(Object.values(state.payments)).toEqual([400_00]);
    // $500 credited, $400 paid once.
    expect((await ledgerBalances())['wallet:' + a.id]).toBe(-100_00);
    const other = await payWallet(a, invoice_id, 'pay-a-2');
    expect([other.status, other.body.data.message]).toEqual([422, 'This invoice is already paid']);
    expect((await ledgerBalances())['wallet:' + a.id]).toBe(-100_00);
  });

  it('pays an invoice online through the SANDBOX gateway, once per key', async () => {
    const lotId = await newLot();
    await addToCart(b, lotId, 1);
    const { invoice_id } = (await checkout(b, 'co-b-online')).body.data.responseData;
    const pay = () =>
      h.post('credit/payCartOnline', { invoice_id, commandId: 'pay-b-online' }, b.token);
    const r = await pay();
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({ amount: 200, balance_due: 0, sandbox: true });
    expect((await pay()).status).toBe(200);
    const state = await invoices.load(invoice_id);
    expect(Object.values(state.payments)).toEqual([200_00]);
  });

  it('keeps the payment method chosen for a pending checkout', async () => {
    const r = await h.post(
      'cart/updateCheckout',
      { cart_id: 'co-a-1', payment_method: 'wallet' },
      a.token,
    );
    expect(r.status).toBe(200);
    expect((await checkout(a, 'co-a-1')).body.data.responseData.payment_method).toBe('wallet');
  });

  it('checks out a hold the buyer made a moment before, before the cart read model lists it', async () => {
    const lotId = await newLot();
    const added = await h.post(
      'buynow/addToCart',
      { cart: [{ product_id: lotId, qty: 1 }] },
      b.token,
    );
    expect(added.status).toBe(200);
    // The cart read model has not caught up with the hold yet (a projection lags by a moment).
    vi.spyOn(h.app.get(CartReader), 'read').mockResolvedValueOnce({ cart: undefined, cards: [] });
    const r = await checkout(b, 'co-b-at-once');
    expect([r.status, r.body.data.responseData?.total]).toEqual([200, 200]);
  });

  it('ends with a ledger whose trial balance is zero', async () => {
    const balances = await ledgerBalances();
    expect(trialBalance(balances)).toBe(0);
    const { invoice_id } = (await checkout(a, 'co-a-1')).body.data.responseData;
    const { sellerId } = (await invoices.load(invoice_id)).raised!;
    // Both invoices paid in full, no premium: $400 + $200 owed to the seller.
    expect(balances['seller-payable:' + sellerId]).toBe(-600_00);
  });
});
