import { rejected } from '../../shared/errors/http-problem.js';

/** Nothing is asked of a provider without credentials, so nothing can move: a clear 422. */
export const notConfigured = (): never => {
  throw rejected('Payment provider not configured', 'payment.provider-not-configured');
};
