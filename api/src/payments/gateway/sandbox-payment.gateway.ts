import { randomUUID } from 'node:crypto';
import {
  type PaymentCharge,
  type PaymentGateway,
  type PaymentHold,
  PaymentRefused,
} from './payment-gateway.port.js';

/** Stripe's test payment method that its API declines ('Your card was declined.'). */
export const DECLINED_TEST_CARD = 'pm_card_chargeDeclined';

/**
 * SANDBOX: online payments are approved without moving money, so the payment flows can be used
 * end to end; a real gateway's adapter replaces it. Wallet payments never reach a gateway: they
 * are ledger entries (see pay-bid-deposit's wallet handler), so one arriving here is refused
 * rather than invented. Nothing is held, so capture, release and refund have nothing to do.
 * Stripe's own test token for a declined card is refused with Stripe's message, so the refusal
 * path can be tried without a provider.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  authorize(charge: PaymentCharge): Promise<PaymentHold> {
    if (charge.method === 'wallet')
      return Promise.reject(new PaymentRefused('Insufficient wallet balance'));
    if (charge.paymentMethodId === DECLINED_TEST_CARD)
      return Promise.reject(new PaymentRefused('Your card was declined.'));
    return Promise.resolve({ reference: `sandbox-${randomUUID()}`, sandbox: true });
  }

  capture(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return Promise.resolve();
  }

  /** SANDBOX: nothing was taken, so nothing goes back; the ledger still records the refund. */
  refund(): Promise<void> {
    return Promise.resolve();
  }
}
