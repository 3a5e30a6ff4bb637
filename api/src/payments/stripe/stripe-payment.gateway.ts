import type Stripe from 'stripe';
import {
  type PaymentCharge,
  type PaymentGateway,
  type PaymentHold,
  type PaymentRefund,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import { callStripe } from './stripe-errors.js';

/** The intent holds the money: the card was authorized for a later capture (or taken already). */
export const held = (status: Stripe.PaymentIntent.Status): boolean =>
  status === 'requires_capture' || status === 'succeeded';

/**
 * Stripe behind the payments port: authorize is a PaymentIntent with manual capture confirmed at
 * once with a saved card or a payment-method token (so Stripe's card error comes back here, as a
 * refusal with Stripe's message); capture takes it, release cancels it, refund gives it back.
 * Every write carries an idempotency key, so a retried command holds, takes or refunds once. The
 * intent carries our purpose and key in its metadata: a webhook or the reconciler settles it.
 */
export class StripePaymentGateway implements PaymentGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly currency: string,
  ) {}

  async authorize(charge: PaymentCharge): Promise<PaymentHold> {
    if (charge.method === 'wallet') throw new PaymentRefused('Insufficient wallet balance');
    if (!charge.paymentMethodId) throw new PaymentRefused('Choose a card to pay with');
    const intent = await callStripe(() =>
      this.stripe.paymentIntents.create(
        {
          amount: charge.amount,
          currency: this.currency,
          capture_method: 'manual',
          confirm: true,
          payment_method: charge.paymentMethodId,
          allowed_payment_method_types: ['card'],
          ...(charge.customerId && { customer: charge.customerId }),
          description: charge.note.slice(0, 1000),
          metadata: {
            purpose: charge.purpose,
            payer_id: charge.payerId,
            ...(charge.key && { facet_key: charge.key }),
          },
        },
        charge.key ? { idempotencyKey: `authorize:${charge.key}` } : undefined,
      ),
    );
    if (held(intent.status)) return { reference: intent.id, sandbox: false };
    // Not held (3-D Secure asked for, or declined without an error): nothing may stay pending.
    await this.release(intent.id);
    throw new PaymentRefused(
      intent.last_payment_error?.message ??
        (intent.status === 'requires_action'
          ? 'Your card needs authentication: use another card'
          : 'Your card was declined.'),
    );
  }

  async capture(reference: string): Promise<void> {
    await callStripe(() =>
      this.stripe.paymentIntents
        .capture(reference, {}, { idempotencyKey: `capture:${reference}` })
        .catch((e: unknown) => this.unlessAlready(reference, 'succeeded', e)),
    );
  }

  async release(reference: string): Promise<void> {
    await callStripe(() =>
      this.stripe.paymentIntents
        .cancel(reference, {}, { idempotencyKey: `release:${reference}` })
        .catch((e: unknown) => this.unlessAlready(reference, 'canceled', e)),
    );
  }

  async refund(refund: PaymentRefund): Promise<void> {
    await callStripe(() =>
      this.stripe.refunds.create(
        { payment_intent: refund.reference, amount: refund.amount },
        { idempotencyKey: `refund:${refund.key}` },
      ),
    );
  }

  /** A capture or cancel repeated after a crash finds the intent already so: done, not failed. */
  private async unlessAlready(reference: string, status: string, e: unknown) {
    const intent = await this.stripe.paymentIntents.retrieve(reference);
    if (intent.status !== status) throw e;
    return intent;
  }
}
