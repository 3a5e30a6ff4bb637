import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import type { EventStore } from '@facet/event-store';

const providers = [
  'payment/authorize',
  'payment/paypal_response',
  'payment/versapay_validatepayment',
  'payment/cybersource_payment',
  'payment/northcapital_payment',
  'payment/paytm_payment',
];

/** Issue 25: the spec's providers without credentials exist, say so, and move nothing. */
describe('Payment providers without credentials', () => {
  let h: Harness;
  let token: string;
  const eventCount = async () =>
    (await h.app.get<symbol, EventStore>(EVENT_STORE).readAll()).length;

  beforeAll(async () => {
    h = await startHarness();
    ({ token } = await signUp(h, 'Pia', 'pia@providers.test'));
  });
  afterAll(async () => h?.close());

  it.each(providers)(
    "%s answers 422 'Payment provider not configured' and records nothing",
    async (path) => {
      const before = await eventCount();
      const r = await h.post(
        path,
        { invoice_id: 'INV-1', amount: '10.00', commandId: 'p-1' },
        token,
      );
      expect([r.status, r.body.data.code, r.body.data.message]).toEqual([
        422,
        'payment.provider-not-configured',
        'Payment provider not configured',
      ]);
      expect(await eventCount()).toBe(before);
    },
  );

  it.each(providers)('%s still refuses a field it does not know (400)', async (path) => {
    const r = await h.post(path, { card_number: '4242424242424242' }, token);
    expect(r.status).toBe(400);
  });
});
