import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../../test/backoffice-fixtures.js';
import {
  addToCart,
  type Buyer,
  newBuyNowLot,
  storedEvents,
  shipTo,
} from '../../../test/commerce-fixtures.js';
import { type Harness, signUp } from '../../../test/http-harness.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import {
  DECLINE_TEXT,
  DECLINED_NONCE,
  startAuthorizeNetFake,
} from '../authorize-net/authorize-net-fake.testing.js';
import { PayPalPaymentGateway } from '../paypal/paypal-payment.gateway.js';
import { DECLINE_DESCRIPTION, startPayPalFake } from '../paypal/paypal-fake.testing.js';
import { RefundToCardHandler } from '../refund-to-card/refund-to-card.handler.js';
import { OnlineProviderGateways } from './online-provider-gateways.js';

/**
 * Issue 25: `payment/paypal_response` and `payment/authorize` configured, each provider's official
 * SDK against a local fake of its documented API: the invoice is paid through the same recording
 * path as every online payment (once per key, the ledger's ReceiveInvoicePayment), a decline is
 * a 422 with the provider's words and records nothing, a refund goes back to the same provider.
 */
describe('PayPal and Authorize.Net configured, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  let paypal: Awaited<ReturnType<typeof startPayPalFake>>;
  let anet: Awaited<ReturnType<typeof startAuthorizeNetFake>>;
  const saved = { ...process.env };

  const invoiceFor = async (commandId: string) => {
    const lotId = await newBuyNowLot(h, admin);
    await addToCart(h, buyer, lotId, 1);
    const r = await h.post('cart/checkout', { commandId }, buyer.token);
    await shipTo(h.post, buyer.token, r.body.data.responseData.invoice_id as string);
    return r.body.data.responseData.invoice_id as string;
  };
  const paymentsOf = async (invoiceId: string) =>
    Object.values((await h.app.get(InvoiceCommandBus).load(invoiceId)).payments);
  const ledgerKeys = async () =>
    (await storedEvents(h, 'LedgerEntryRecorded')).map((e) => (e.data as { key: string }).key);
  /** The payer creates and approves an order on PayPal (what the web's PayPal button does). */
  const approvedOrder = async (invoiceId: string, declinedCard = false) => {
    const gateway = h.app.get(OnlineProviderGateways).of('paypal') as PayPalPaymentGateway;
    const order = await gateway.createOrder(
      {
        payerId: buyer.id,
        amount: 200_00,
        method: 'online',
        purpose: `invoice:${invoiceId}`,
        note: 'Invoice',
      },
      { returnUrl: `${h.baseUrl}/paypal_success`, cancelUrl: `${h.baseUrl}/paypal_cancel` },
    );
    paypal.approve(order.orderId, declinedCard);
    return order.orderId;
  };

  beforeAll(async () => {
    paypal = await startPayPalFake();
    anet = await startAuthorizeNetFake();
    Object.assign(process.env, {
      PAYPAL_CLIENT_ID: 'facet-client',
      PAYPAL_CLIENT_SECRET: 'facet-secret',
      PAYPAL_API_BASE: paypal.url,
      AUTHORIZENET_API_LOGIN_ID: 'facet-login',
      AUTHORIZENET_TRANSACTION_KEY: 'facet-key',
      AUTHORIZENET_ENDPOINT: anet.endpoint,
    });
    ({ h, admin } = await startAsAdmin());
    buyer = await signUp(h, 'Pat', 'pat@providers.test');
  });
  afterAll(async () => {
    process.env = saved;
    await h?.close();
    await paypal?.close();
    await anet?.close();
  });

  it('paypal_response pays the invoice with the approved order, once however often it comes back', async () => {
    const invoice_id = await invoiceFor('co-pp-1');
    const token = await approvedOrder(invoice_id);
    const back = () =>
      h.post(
        'payment/paypal_response',
        { invoice_id, commandId: 'pp-1', payload: { token, PayerID: 'PAYER1' } },
        buyer.token,
      );
    const r = await back();
    expect([r.status, r.body.data.responseData]).toEqual([
      200,
      { provider: 'paypal', status: 'paid', invoice_id, amount: 200, balance_due: 0 },
    ]);
    expect((await back()).status).toBe(200);
    expect(await paymentsOf(invoice_id)).toEqual([200_00]);
    expect((await ledgerKeys()).filter((k) => k.endsWith(`${buyer.id}:pp-1`))).toHaveLength(1);
    const order = paypal.orders.get(token)!;
    expect([order.authorizations[0]!.status, order.captures.length]).toEqual(['CAPTURED', 1]);

    // Refunded to the card: back through PayPal, the capture refunded in full.
    await h.app
      .get(RefundToCardHandler)
      .refund(invoice_id, 'damaged', { id: 'admin', role: 'admin' });
    expect(order.refunds).toMatchObject([{ amount: { value: '200.00' } }]);
    // Issue 28 item 7: coming back after the refund still gets the first answer.
    expect((await back()).body).toEqual(r.body);
  });

  it("a card PayPal's bank declines is a 422 with PayPal's words, and nothing is recorded", async () => {
    const invoice_id = await invoiceFor('co-pp-2');
    const token = await approvedOrder(invoice_id, true);
    const before = await ledgerKeys();
    const r = await h.post(
      'payment/paypal_response',
      { invoice_id, commandId: 'pp-2', payload: { token } },
      buyer.token,
    );
    expect([r.status, r.body.data.code, r.body.data.message]).toEqual([
      422,
      'payment.refused',
      DECLINE_DESCRIPTION,
    ]);
    expect(await paymentsOf(invoice_id)).toEqual([]);
    expect(await ledgerKeys()).toEqual(before);
  });

  it('payment/authorize pays with the Accept.js token, captured once', async () => {
    const invoice_id = await invoiceFor('co-an-1');
    const pay = () =>
      h.post(
        'payment/authorize',
        {
          invoice_id,
          commandId: 'an-1',
          payload: {
            opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJ-nonce-1' },
          },
        },
        buyer.token,
      );
    const r = await pay();
    expect([r.status, r.body.data.responseData]).toEqual([
      200,
      { provider: 'authorize-net', status: 'paid', invoice_id, amount: 200, balance_due: 0 },
    ]);
    expect((await pay()).status).toBe(200);
    expect(await paymentsOf(invoice_id)).toEqual([200_00]);
    const done = [...anet.transactions.values()].map((t) => [t.type, t.state]);
    expect(done).toEqual([
      ['authOnlyTransaction', 'captured'],
      ['priorAuthCaptureTransaction', 'captured'],
    ]);

    await h.app.get(RefundToCardHandler).refund(invoice_id, '', { id: 'admin', role: 'admin' });
    expect([...anet.transactions.values()].at(-1)).toMatchObject({
      type: 'refundTransaction',
      amount: '200.00',
    });
  });

  it("a declined card is a 422 with Authorize.Net's words, and nothing is recorded", async () => {
    const invoice_id = await invoiceFor('co-an-2');
    const before = await ledgerKeys();
    const r = await h.post(
      'payment/authorize',
      { invoice_id, commandId: 'an-2', payload: { opaqueData: { dataValue: DECLINED_NONCE } } },
      buyer.token,
    );
    expect([r.status, r.body.data.code, r.body.data.message]).toEqual([
      422,
      'payment.refused',
      DECLINE_TEXT,
    ]);
    expect(await paymentsOf(invoice_id)).toEqual([]);
    expect(await ledgerKeys()).toEqual(before);
  });

  it('a return without the provider token is refused, moving nothing', async () => {
    const invoice_id = await invoiceFor('co-an-3');
    const r = await h.post(
      'payment/authorize',
      { invoice_id, commandId: 'an-3', payload: {} },
      buyer.token,
    );
    expect([r.status, r.body.data.message]).toEqual([422, 'Payment details are missing']);
    expect(await paymentsOf(invoice_id)).toEqual([]);
  });
});
