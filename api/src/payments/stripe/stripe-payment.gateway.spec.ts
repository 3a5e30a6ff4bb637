import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { StripePaymentGateway } from './stripe-payment.gateway.js';

/**
 * Stripe's documented answers stripe-mock cannot give (it answers every card with success): a
 * decline (402 card_error) and an outage, served to the official SDK through its own fetch client.
 */
const answering = (status: number, body: unknown) =>
  new Stripe('sk_test_facet', {
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
        }),
      ),
    ),
  });

const charge = {
  payerId: 'buyer-1',
  amount: 1_250_00,
  method: 'online' as const,
  purpose: 'invoice:inv-1',
  note: 'Invoice 1001',
  paymentMethodId: 'pm_card_chargeDeclined',
};

describe('Stripe payment gateway, on what Stripe answers', () => {
  it("turns a card error into a refusal with Stripe's own message", async () => {
    const declined = answering(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    await expect(new StripePaymentGateway(declined, 'usd').authorize(charge)).rejects.toThrow(
      new PaymentRefused('Your card was declined.'),
    );
  });

  it('turns an intent left needing authentication into a refusal, never a pending hold', async () => {
    const intent = { id: 'pi_1', object: 'payment_intent', status: 'requires_action' };
    const gateway = new StripePaymentGateway(answering(200, intent), 'usd');
    await expect(gateway.authorize(charge)).rejects.toBeInstanceOf(PaymentRefused);
  });

  it('answers 503 when Stripe fails, so the same command can be retried', async () => {
    const down = answering(500, { error: { type: 'api_error', message: 'boom' } });
    const refused = await new StripePaymentGateway(down, 'usd').authorize(charge).catch((e) => e);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).status).toBe(503);
  });
});
