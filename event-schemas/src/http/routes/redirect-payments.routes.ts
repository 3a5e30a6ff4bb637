import { z } from 'zod';
import type {
  PendingRedirectPayments,
  RedirectPaymentLink,
  RedirectPaymentResult,
} from '../../read-models/redirect-payment.model.js';
import { redirectProviders } from '../../payments/redirect-payment.events.js';
import {
  field,
  money,
  oneOf,
  oneOfOr,
  raw,
  reject,
  requiredCommandId,
  requiredText,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * Start a redirect payment: an invoice's balance due (`invoice_id`, or the checkout's `cart_id`),
 * or with `pay_type` bid_deposit a lot's bid deposit (the spec's payCartRosoom: `product_id`, or
 * `cart_id` naming the lot; `amount`, the lot's deposit when left out). The answer's `link` is the
 * gateway's page the window goes to. `payment_object` is sent by the spec's dialogs and not read.
 */
export const redirectPaymentRequest = z.strictObject({
  commandId: requiredCommandId(),
  invoice_id: text({ max: 128, description: 'The invoice to pay (or cart_id)' }),
  cart_id: text({
    max: 128,
    description: "The checkout's cart_id (the invoice it raised); with bid_deposit, the lot",
  }),
  pay_type: oneOfOr(['invoice', 'bid_deposit'] as const, 'invoice', {
    description: 'invoice (default) or bid_deposit',
  }),
  product_id: text({ max: 128, description: 'With bid_deposit: the lot the deposit is for' }),
  amount: money({
    invalid: 'Enter Valid Price',
    description: "With bid_deposit: dollars (the lot's deposit when left out)",
  }),
  payment_object: raw<Record<string, unknown>>('object', 'Sent by the dialogs; not read'),
});

export const payRosoom = route({
  path: 'payment/rosoom_payment',
  request: redirectPaymentRequest,
  answer: answer<RedirectPaymentLink>(),
});

export const payPaytmMembership = route({
  path: 'paymentThird/paytm/membership-payment',
  request: redirectPaymentRequest,
  answer: answer<RedirectPaymentLink>(),
});

export const payCashfreeMembership = route({
  path: 'paymentThird/cashfree/membership-payment',
  request: redirectPaymentRequest,
  answer: answer<RedirectPaymentLink>(),
});

const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * The gateway's signed answer, as it sent the payer back: every field is covered by `signature`
 * (HMAC-SHA256 with the shared secret), so a changed one is refused and nothing moves.
 */
export const redirectAnswerRequest = z.strictObject({
  provider: oneOf(redirectProviders, { description: 'Required: the gateway that answered' }),
  payment_id: requiredText('Payment id required', { max: 128, description: 'Required' }),
  payer_id: requiredText('Payer id required', { max: 128, description: 'Required' }),
  status: oneOf(['paid', 'cancelled'] as const, { description: 'Required: paid or cancelled' }),
  amount: requiredText('Amount required', {
    max: 20,
    description: 'Required: cents, as the gateway signed them',
  }),
  reference: requiredText('Reference required', {
    max: 200,
    description: "Required: the gateway's transaction reference",
  }),
  signature: field<string, string>(
    'string',
    (v) => (typeof v === 'string' && SIGNATURE.test(v) ? v : reject('Invalid signature')),
    'Required: hex HMAC-SHA256 of the other fields',
  ),
});

export const rosoomResponse = route({
  path: 'payment/rosoom_response',
  request: redirectAnswerRequest,
  answer: answer<RedirectPaymentResult>(),
});

export const paytmResponse = route({
  path: 'paymentThird/paytm/paytm_response',
  request: redirectAnswerRequest,
  answer: answer<RedirectPaymentResult>(),
});

export const cashfreeResponse = route({
  path: 'paymentThird/cashfree/cashfree_response',
  request: redirectAnswerRequest,
  answer: answer<RedirectPaymentResult>(),
});

/** The caller's redirect payments still waiting for the gateway's answer, newest first. */
export const pendingRedirectPayments = route({
  path: 'paymentThird/rosoom/getPendingTransaction',
  request: z.strictObject({}),
  answer: answer<PendingRedirectPayments>(),
});

/** The same, for the invoice a checkout (`cart_id`) raised, or the lot a deposit's `cart_id` named. */
export const pendingRedirectPaymentsOfCart = route({
  path: 'paymentThird/rosoom/getPendingOnCartTransaction',
  request: z.strictObject({
    cart_id: requiredText('Cart id required', {
      max: 128,
      description: "Required: the checkout's cart_id",
    }),
  }),
  answer: answer<PendingRedirectPayments>(),
});
