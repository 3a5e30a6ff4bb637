import type { MarketplaceEventType } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { type Buyer, newBuyNowLot, shipTo, storedEvents } from '../../test/commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
import { InvoiceCommandBus } from '../invoicing/invoice-bus/invoice-command-buses.js';

/** Issue 16, an admin acting for a user: `seller/cart/checkout` and `seller/credit/payCartWallet`. */
describe("An admin checks out a user's cart and pays it from the user's wallet", () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let a: Buyer;
  let b: Buyer;
  let lots: LotCommandBus;
  let lotId: string;
  let invoiceId: string;

  const events = <T extends MarketplaceEventType>(type: T) => storedEvents(h, type);
  const newLot = () => newBuyNowLot(h, admin);

  beforeAll(async () => {
    h = await startHarness();
    lots = h.app.get(LotCommandBus);
    const login = (await h.post('user/login', ADMIN)).body.data.responseData;
    admin = login.token;
    adminId = login.user.id;
    a = await signUp(h, 'Ada', 'ada@for-user.test');
    b = await signUp(h, 'Bea', 'bea@for-user.test');
    lotId = await newLot();
    const r = await h.post('buynow/addToCart', { cart: [{ product_id: lotId, qty: 2 }] }, a.token);
    expect(r.status).toBe(200);
    await waitFor(
      async () =>
        (await h.post('cart/search', {}, a.token)).body.data.responseData.cartItems.length > 0,
    );
  });

  afterAll(async () => {
    await h?.close();
  });

  it("refuses a non-admin both routes (403), even for the user's own cart", async () => {
    const checkout = await h.post(
      'seller/cart/checkout',
      { user_id: a.id, commandId: 'x-1' },
      a.token,
    );
    const pay = await h.post(
      'seller/credit/payCartWallet',
      { user_id: a.id, cart_id: 'x-1', commandId: 'x-2' },
      b.token,
    );
    expect([checkout.status, pay.status]).toEqual([403, 403]);
    expect((await lots.load(lotId)).sold).toBe(0);
  });

  it('answers an unknown user with 404 and a missing user_id with 400', async () => {
    const unknown = await h.post(
      'seller/cart/checkout',
      { user_id: 'nobody', commandId: 'x-3' },
      admin,
    );
    const missing = await h.post('seller/cart/checkout', { commandId: 'x-3' }, admin);
    expect([unknown.status, missing.status]).toEqual([404, 400]);
  });

  it("raises the user's invoice from the user's holds, recording the admin as who acted", async () => {
    const r = await h.post('seller/cart/checkout', { user_id: a.id, commandId: 'adm-co-1' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({ cart_id: 'adm-co-1', total: 400 });
    invoiceId = r.body.data.responseData.invoice_id;
    await shipTo(h.post, admin, invoiceId);
    const invoice = (await h.app.get(InvoiceCommandBus).load(invoiceId)).raised!;
    expect(invoice).toMatchObject({ buyerId: a.id, items: [{ lotId, qty: 2 }] });
    expect((await lots.load(lotId)).sold).toBe(2);
    const [started] = await events('CartCheckoutStarted');
    expect(started!.data).toMatchObject({ userId: a.id, invoiceId });
    expect(started!.metadata.userId).toBe(adminId);
    const [sold] = await events('BuyNowCheckedOut');
    expect([sold!.data.userId, sold!.metadata.userId]).toEqual([a.id, adminId]);
    // The user's own retry of that checkout (same cart_id) finds the same invoice.
    const again = await h.post('cart/checkout', { commandId: 'adm-co-1' }, a.token);
    expect(again.body.data.responseData.invoice_id).toBe(invoiceId);
  });

  it("pays it from the user's wallet: short takes nothing, then once per key", async () => {
    const pay = (commandId: string) =>
      h.post(
        'seller/credit/payCartWallet',
        { user_id: a.id, cart_id: 'adm-co-1', commandId },
        admin,
      );
    const short = await pay('adm-pay-0');
    expect(short.status).toBe(422);
    expect(await events('LedgerEntryRecorded')).toHaveLength(0);
    await h.post(
      'admin/credit/addCredit',
      { user_id: a.id, amount: 500, credit_notes: 'Bank transfer', commandId: 'cr-1' },
      admin,
    );
    const first = await pay('adm-pay-1');
    expect(first.status).toBe(200);
    expect(first.body.data.responseData).toMatchObject({ amount: 400, balance_due: 0 });
    expect((await pay('adm-pay-1')).body.data.responseData).toEqual(first.body.data.responseData);
    const history = await h.post('credit/getCreditHistory', {}, a.token);
    expect(history.body.data.responseData.balance).toBe(100);
    const trial = await h.post('admin/ledger/trialBalance', {}, admin);
    expect(trial.body.data.responseData.balanced).toBe(true);
  });

  it("refuses to charge another user's wallet for the invoice", async () => {
    const r = await h.post(
      'seller/credit/payCartWallet',
      { user_id: b.id, invoice_id: invoiceId, commandId: 'adm-pay-2' },
      admin,
    );
    expect(r.status).toBe(404);
  });
});
