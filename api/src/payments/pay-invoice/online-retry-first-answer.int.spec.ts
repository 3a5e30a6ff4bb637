import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  adminToken,
  type Buyer,
  newBuyNowLot,
  shipTo,
} from '../../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';
import { stripeMock } from '../stripe/stripe-mock.testing.js';

/**
 * Issue 28 item 7 for payments deduplicated by their key in the invoice: a card payment through
 * Stripe (not the SANDBOX) retried with its commandId answered `sandbox: true`, not its first
 * answer. It answers from the invoice as that payment left it.
 */
describe('A retried card payment gets its first answer', () => {
  let h: Harness;
  let buyer: Buyer;

  beforeAll(async () => {
    // Stripe's settings are read from the environment (stripe.providers.ts), not the app config.
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_facet');
    vi.stubEnv('STRIPE_API_BASE', (await stripeMock()).url);
    h = await startHarness();
    const admin = await adminToken(h.post);
    buyer = await signUp(h, 'Cai', 'cai@retry-card.test');
    await addToCart(h, buyer, await newBuyNowLot(h, admin, { bprice: 150, qty: 1 }), 1);
  });
  afterAll(async () => {
    await h?.close();
    vi.unstubAllEnvs();
  });

  it('answers the retry as the payment first answered', async () => {
    const out = await h.post('cart/checkout', { commandId: 'co-card' }, buyer.token);
    const invoice_id = out.body.data.responseData.invoice_id as string;
    await shipTo(h.post, buyer.token, invoice_id);
    const pay = () =>
      h.post(
        'credit/payCartOnline',
        { invoice_id, commandId: 'card-1', payment_method: 'pm_card_visa' },
        buyer.token,
      );
    const first = await pay();
    expect([first.status, first.body.data.responseData.sandbox]).toEqual([200, false]);
    expect((await pay()).body).toEqual(first.body);
  });
});
