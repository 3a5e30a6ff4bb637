import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { type Buyer, newBuyNowLot, storedEvents } from '../../test/commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
import { CartCommandBus } from './cart-bus/cart-command-bus.js';
import { checkoutInvoiceId } from '../invoicing/checkout-invoice-id.js';
import { InvoiceCommandBus } from '../invoicing/invoice-bus/invoice-command-buses.js';
import { LotSoldInvoicer } from '../invoicing/process-managers/lot-sold-invoicer.process-manager.js';

const GRACE = 60_000;

/**
 * Issue 16, no sale without its invoice: a checkout whose request died after the lots sold its
 * holds and before its invoice was raised, and whose buyer never came back, is finished by the
 * invoicer a grace after the last sale: one invoice, the items sold, the next gap-free number.
 */
describe('Finishing a checkout whose request died', () => {
  let h: Harness;
  let admin: string;
  let a: Buyer;
  let lots: LotCommandBus;
  let invoices: InvoiceCommandBus;
  let invoicer: LotSoldInvoicer;

  const events = (type: string) => storedEvents(h, type);
  const raisedFor = async (invoiceId: string) =>
    (await events('InvoiceRaised')).filter(
      (e) => (e.data as { invoiceId: string }).invoiceId === invoiceId,
    );
  const newLot = (qty: number) => newBuyNowLot(h, admin, { qty });
  const hold = async (lotId: string, qty: number): Promise<string> => {
    const r = await h.post('buynow/addToCart', { cart: [{ product_id: lotId, qty }] }, a.token);
    expect(r.status).toBe(200);
    return r.body.data.responseData.items[0].cart_id as string;
  };
  /** What a checkout request does before it dies: the cart's record, then the lot's sale. */
  const dieAfterSelling = async (lotId: string, holdId: string, commandId: string) => {
    const invoiceId = checkoutInvoiceId(a.id, commandId);
    const actor = { id: a.id, role: 'buyer' as const };
    const holds = [{ lotId, holdId, qty: (await lots.load(lotId)).holds[holdId]!.qty }];
    await h.app
      .get(CartCommandBus)
      .send(
        a.id,
        { type: 'StartCheckout', buyerId: a.id, invoiceId, holds },
        actor,
        h.clock.now(),
        `${commandId}:start`,
      );
    await lots.send(
      lotId,
      { type: 'CheckoutHold', holdId, invoiceId },
      actor,
      h.clock.now(),
      `${commandId}:sell:${holdId}`,
    );
    return invoiceId;
  };

  beforeAll(async () => {
    h = await startHarness();
    lots = h.app.get(LotCommandBus);
    invoices = h.app.get(InvoiceCommandBus);
    invoicer = h.app.get(LotSoldInvoicer);
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    a = await signUp(h, 'Ada', 'ada@finish.test');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('leaves the invoice to the live request within the grace', async () => {
    const lotId = await newLot(5);
    const invoiceId = await dieAfterSelling(lotId, await hold(lotId, 2), 'dead-1');
    expect((await lots.load(lotId)).sold).toBe(2);
    h.clock.advance(GRACE / 2);
    await invoicer.drain();
    expect((await invoices.load(invoiceId)).raised).toBeNull();
  });

  it('raises it a grace after the last sale: once, the items sold, the next number', async () => {
    const invoiceId = checkoutInvoiceId(a.id, 'dead-1');
    h.clock.advance(GRACE);
    await invoicer.drain();
    await invoicer.drain();
    const invoice = (await invoices.load(invoiceId)).raised!;
    expect(invoice).toMatchObject({
      buyerId: a.id,
      source: 'checkout',
      number: 1,
      items: [{ qty: 2, unitPrice: 200_00, total: 400_00, title: 'Gold ring' }],
    });
    expect(await raisedFor(invoiceId)).toHaveLength(1);
  });

  it("answers the buyer's late retry with that same invoice", async () => {
    const r = await h.post('cart/checkout', { commandId: 'dead-1' }, a.token);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({
      invoice_id: checkoutInvoiceId(a.id, 'dead-1'),
      number: 1,
      total: 400,
    });
    expect(await events('InvoiceRaised')).toHaveLength(1);
  });

  it('raises one invoice when the dead checkout bought the whole lot (its LotSold too)', async () => {
    const lotId = await newLot(3);
    const invoiceId = await dieAfterSelling(lotId, await hold(lotId, 3), 'dead-2');
    const sold = (await events('LotSold')).filter(
      (e) => (e.data as { lotId: string }).lotId === lotId,
    );
    expect(sold).toHaveLength(1);
    h.clock.advance(GRACE);
    await invoicer.drain();
    await invoicer.stop();
    await invoicer.start();
    expect(await raisedFor(invoiceId)).toHaveLength(1);
    expect((await invoices.load(invoiceId)).raised).toMatchObject({
      number: 2,
      items: [{ qty: 3, total: 600_00 }],
    });
  });

  it('raises nothing more for a checkout that finished normally, after the grace', async () => {
    const lotId = await newLot(5);
    const holdId = await hold(lotId, 1);
    await waitFor(async () =>
      (await h.post('cart/search', {}, a.token)).body.data.responseData.cartItems.some(
        (i: { cart_id: string }) => i.cart_id === holdId,
      ),
    );
    const r = await h.post('cart/checkout', { commandId: 'live-1' }, a.token);
    expect(r.status).toBe(200);
    h.clock.advance(GRACE * 2);
    await invoicer.drain();
    const invoiceId = checkoutInvoiceId(a.id, 'live-1');
    expect(await raisedFor(invoiceId)).toHaveLength(1);
    const numbers = (await events('InvoiceNumberAssigned')).map(
      (e) => (e.data as { number: number }).number,
    );
    expect(numbers).toEqual([1, 2, 3]);
  });
});
