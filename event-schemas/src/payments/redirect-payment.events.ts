import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** Gateways that send the payer's browser away to pay and back with a signed answer. */
export const redirectProviders = ['rosoom', 'paytm', 'cashfree'] as const;
export type RedirectProvider = (typeof redirectProviders)[number];

/** What a redirect payment pays: an invoice's balance due, or a lot's bid deposit. */
export const redirectPurposes = ['invoice', 'bid-deposit'] as const;
export type RedirectPurpose = (typeof redirectPurposes)[number];

/**
 * The payer was sent to the gateway for `amount`: nothing has moved yet. The payer's stream keeps
 * it pending until the gateway's signed answer settles it (the spec's pending transactions).
 */
export const RedirectPaymentStarted = defineEvent(
  'RedirectPaymentStarted',
  1,
  z.object({
    paymentId: id,
    payerId: id,
    provider: z.enum(redirectProviders),
    purpose: z.enum(redirectPurposes),
    /** The invoice paid (purpose invoice) or the lot whose deposit is paid (bid-deposit). */
    subjectId: id,
    amount: cents.positive(),
    note: z.string().max(300),
    at: instant,
  }),
);

/**
 * The gateway's signed answer arrived: paid (the money is ours; what it pays is then recorded
 * under keys derived from `paymentId`) or cancelled by the payer. Settled once.
 */
export const RedirectPaymentSettled = defineEvent(
  'RedirectPaymentSettled',
  1,
  z.object({
    paymentId: id,
    payerId: id,
    outcome: z.enum(['paid', 'cancelled']),
    /** The gateway's own reference of the transaction. */
    gatewayReference: z.string().max(200),
    /** True when no money moved: the local SANDBOX gateway. */
    sandbox: z.boolean(),
    at: instant,
  }),
);

export const redirectPaymentEvents = [RedirectPaymentStarted, RedirectPaymentSettled] as const;

/** One payer's redirect payments, pending and settled. */
export const redirectPaymentsStream = (payerId: string): string => `redirect-payments-${payerId}`;
