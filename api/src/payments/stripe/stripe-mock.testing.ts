import type Stripe from 'stripe';
import { stripeClient } from './stripe-settings.js';

/**
 * Stripe's own stripe-mock (scripts/services/stripe-mock.sh start): STRIPE_MOCK_URL unset or the
 * mock not answering fails the suite, never skips it.
 */
export async function stripeMock(): Promise<{ url: string; stripe: Stripe }> {
  const url = process.env.STRIPE_MOCK_URL;
  if (!url)
    throw new Error(
      'STRIPE_MOCK_URL is not set: start scripts/services/stripe-mock.sh and export STRIPE_MOCK_URL=$(stripe-mock.sh url)',
    );
  const answered = await fetch(`${url}/v1/customers`).then(
    () => true,
    () => false,
  );
  if (!answered) throw new Error(`stripe-mock does not answer at ${url}`);
  return { url, stripe: stripeClient({ secretKey: 'sk_test_facet', apiBase: url }) };
}
