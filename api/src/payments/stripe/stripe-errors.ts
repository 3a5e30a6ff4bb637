import Stripe from 'stripe';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';

/**
 * What a Stripe failure means to the payer: a card error is a refusal with Stripe's own message
 * (shown as is); a bad token or id the payer sent is theirs too; Stripe unreachable or failing is
 * a 503 to retry with the same command id; anything else is ours and stays a failure.
 */
export function fromStripe(e: unknown): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  if (e instanceof Stripe.errors.StripeCardError) return new PaymentRefused(e.message);
  if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing')
    return new PaymentRefused(e.message);
  if (
    e instanceof Stripe.errors.StripeConnectionError ||
    e instanceof Stripe.errors.StripeAPIError ||
    e instanceof Stripe.errors.StripeRateLimitError
  )
    return new HttpProblem(503, 'payment.provider-unavailable', 'Payment provider unavailable');
  return e;
}

export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromStripe(e);
  }
}
