import { ApiError } from '@paypal/paypal-server-sdk';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';

interface PayPalProblem {
  message?: string;
  details?: { issue?: string; description?: string }[];
}

const problemOf = (e: ApiError): PayPalProblem => {
  if (e.result && typeof e.result === 'object') return e.result as PayPalProblem;
  try {
    return typeof e.body === 'string' ? (JSON.parse(e.body) as PayPalProblem) : {};
  } catch {
    return {};
  }
};

/**
 * What a PayPal failure means to the payer: a business refusal (422: declined, not approved) or
 * an order id PayPal does not know (404) is a refusal with PayPal's own description; PayPal
 * unreachable or failing is a 503 to retry with the same command id; anything else is ours.
 */
export function fromPayPal(e: unknown): unknown {
  if (e instanceof ApiError) {
    if (e.statusCode === 422 || e.statusCode === 404) {
      const p = problemOf(e);
      return new PaymentRefused(
        p.details?.[0]?.description ?? p.message ?? 'PayPal refused the payment',
      );
    }
    if (e.statusCode >= 500 || e.statusCode === 429) return unavailable();
    return e;
  }
  // The request never got an answer (refused connection, timeout).
  if (e instanceof Error && ('code' in e || e.name === 'AbortError' || e.name === 'TypeError'))
    return unavailable();
  return e;
}

const unavailable = () =>
  new HttpProblem(503, 'payment.provider-unavailable', 'Payment provider unavailable');

export async function callPayPal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromPayPal(e);
  }
}
