import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { PayPalPaymentGateway } from './paypal-payment.gateway.js';
import { DECLINE_DESCRIPTION, startPayPalFake } from './paypal-fake.testing.js';
import { payPalClient } from './paypal-settings.js';

const charge = (key: string, amount = 12_345) => ({
  payerId: 'u1',
  amount,
  method: 'online' as const,
  purpose: 'invoice:i1',
  note: 'Invoice 1',
  key,
});
const urls = {
  returnUrl: 'http://facet.test/paypal_success',
  cancelUrl: 'http://facet.test/paypal_cancel',
};

/** Issue 25: PayPal's official server SDK against a local fake of its documented REST API. */
describe('PayPal behind the payments port (SDK against a local fake)', () => {
  let fake: Awaited<ReturnType<typeof startPayPalFake>>;
  let gateway: PayPalPaymentGateway;
  beforeAll(async () => {
    fake = await startPayPalFake();
    const settings = {
      clientId: 'facet-client',
      clientSecret: 'facet-secret',
      apiBase: fake.url,
      currency: 'USD',
    };
    gateway = new PayPalPaymentGateway(payPalClient(settings), 'USD');
  });
  afterAll(() => fake?.close());

  /** An order created and approved by the payer: what paypal_response is sent back with. */
  const approved = async (key: string, declinedCard = false) => {
    const order = await gateway.createOrder(charge(key), urls);
    expect(order.approveLink).toBe(`${fake.url}/checkoutnow?token=${order.orderId}`);
    fake.approve(order.orderId, declinedCard);
    return order.orderId;
  };

  it('creates an order to approve, authorizes it once approved, captures, then refunds part', async () => {
    const orderId = await approved('u1:c1');
    expect(fake.orders.get(orderId)).toMatchObject({
      amount: { currency_code: 'USD', value: '123.45' },
      custom_id: 'invoice:i1',
    });
    const hold = await gateway.authorize({ ...charge('u1:c1'), paymentMethodId: orderId });
    expect(hold).toEqual({
      reference: `paypal:${orderId}/${fake.orders.get(orderId)!.authorizations[0]!.id}`,
      sandbox: false,
    });
    await gateway.capture(hold.reference);
    await gateway.capture(hold.reference); // retried after a crash: the same capture, once
    expect(fake.orders.get(orderId)!.captures).toHaveLength(1);
    await gateway.refund({ reference: hold.reference, amount: 2_000, key: 'u1:r1' });
    expect(fake.orders.get(orderId)!.refunds).toMatchObject([
      { amount: { currency_code: 'USD', value: '20.00' } },
    ]);
  });

  it('releases a hold by voiding the authorization', async () => {
    const orderId = await approved('u1:c2');
    const hold = await gateway.authorize({ ...charge('u1:c2'), paymentMethodId: orderId });
    await gateway.release(hold.reference);
    expect(fake.orders.get(orderId)!.authorizations[0]!.status).toBe('VOIDED');
  });

  it("a declined card is a refusal with PayPal's description, holding nothing", async () => {
    const orderId = await approved('u1:c3', true);
    await expect(
      gateway.authorize({ ...charge('u1:c3'), paymentMethodId: orderId }),
    ).rejects.toEqual(new PaymentRefused(DECLINE_DESCRIPTION));
    expect(fake.orders.get(orderId)!.authorizations).toEqual([]);
  });

  it('an order not approved, or approved for another amount, holds nothing', async () => {
    const order = await gateway.createOrder(charge('u1:c4'), urls);
    await expect(
      gateway.authorize({ ...charge('u1:c4'), paymentMethodId: order.orderId }),
    ).rejects.toThrow(/not yet approved/);
    fake.approve(order.orderId);
    await expect(
      gateway.authorize({ ...charge('u1:c4', 99_999), paymentMethodId: order.orderId }),
    ).rejects.toEqual(new PaymentRefused('The payment approved on PayPal is not for this amount'));
    expect(fake.orders.get(order.orderId)!.authorizations[0]!.status).toBe('VOIDED');
  });

  it('an unreachable PayPal is a 503 to retry', async () => {
    const gone = new PayPalPaymentGateway(
      payPalClient({
        clientId: 'a',
        clientSecret: 'b',
        apiBase: 'http://127.0.0.1:9',
        currency: 'USD',
      }),
      'USD',
    );
    await expect(gone.authorize({ ...charge('k'), paymentMethodId: 'X' })).rejects.toMatchObject({
      status: 503,
    });
  });
});
