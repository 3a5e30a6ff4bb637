import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { AuthorizeNetPaymentGateway } from './authorize-net-payment.gateway.js';
import {
  DECLINE_TEXT,
  DECLINED_NONCE,
  startAuthorizeNetFake,
} from './authorize-net-fake.testing.js';

const charge = (nonce: string) => ({
  payerId: 'u1',
  amount: 12_345,
  method: 'online' as const,
  purpose: 'invoice:i1',
  note: 'Invoice 1',
  paymentMethodId: nonce,
  key: 'u1:c1',
});

/** Issue 25: the official SDK against a local fake of Authorize.Net's documented JSON API. */
describe('Authorize.Net behind the payments port (SDK against a local fake)', () => {
  let fake: Awaited<ReturnType<typeof startAuthorizeNetFake>>;
  let gateway: AuthorizeNetPaymentGateway;
  beforeAll(async () => {
    fake = await startAuthorizeNetFake();
    gateway = new AuthorizeNetPaymentGateway({
      apiLoginId: 'facet-login',
      transactionKey: 'facet-key',
      endpoint: fake.endpoint,
    });
  });
  afterAll(() => fake?.close());

  it('holds with the opaque token, captures, then refunds to the same card', async () => {
    const hold = await gateway.authorize(charge('eyJ-accept-nonce'));
    const [transId] = hold.reference.slice('authorize-net:'.length).split('/');
    expect(fake.transactions.get(transId!)).toMatchObject({
      state: 'authorized',
      amount: '123.45',
    });
    await gateway.capture(hold.reference);
    expect(fake.transactions.get(transId!)?.state).toBe('captured');
    await gateway.refund({ reference: hold.reference, amount: 2_000, key: 'u1:r1' });
    expect([...fake.transactions.values()].at(-1)).toMatchObject({
      state: 'refund',
      amount: '20.00',
      refTransId: transId,
    });
  });

  it('releases a hold by voiding it', async () => {
    const hold = await gateway.authorize(charge('eyJ-other'));
    await gateway.release(hold.reference);
    expect(
      fake.transactions.get(hold.reference.slice('authorize-net:'.length).split('/')[0]!)?.state,
    ).toBe('voided');
  });

  it("refuses a declined card with Authorize.Net's message, holding nothing", async () => {
    const before = fake.transactions.size;
    await expect(gateway.authorize(charge(DECLINED_NONCE))).rejects.toEqual(
      new PaymentRefused(DECLINE_TEXT),
    );
    expect(fake.transactions.size).toBe(before);
  });

  it('wrong credentials are our failure, not the payer’s refusal', async () => {
    const wrong = new AuthorizeNetPaymentGateway({
      apiLoginId: 'x',
      transactionKey: 'y',
      endpoint: fake.endpoint,
    });
    const e = await wrong.authorize(charge('n')).catch((e: unknown) => e);
    expect(e).not.toBeInstanceOf(PaymentRefused);
    expect(String(e)).toContain('User authentication failed');
  });

  it('an unreachable API is a 503 to retry, not a hang', async () => {
    const gone = new AuthorizeNetPaymentGateway({
      apiLoginId: 'a',
      transactionKey: 'b',
      endpoint: 'http://127.0.0.1:9/xml/v1/request.api',
    });
    await expect(gone.authorize(charge('n'))).rejects.toMatchObject({ status: 503 });
  });
});
