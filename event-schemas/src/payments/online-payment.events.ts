import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/**
 * Written before the provider is asked (write-ahead): an online payment of an invoice or a bid
 * deposit, with the client's command as it was sent. A crash after the provider's answer leaves
 * this without its ledger entry; the reconciler then sends the same command again, which the
 * provider answers once (same idempotency key) and the ledger records once (same key).
 */
export const OnlinePaymentStarted = defineEvent(
  'OnlinePaymentStarted',
  1,
  z.object({
    /** The ledger entry's key and the provider's idempotency key. */
    key: z.string().min(1).max(300),
    purpose: z.enum(['invoice', 'bid-deposit']),
    /** The invoice or the lot paid for. */
    targetId: id,
    commandId: id,
    payer: z.object({ id, role: z.enum(['buyer', 'seller', 'admin', 'auditor']) }),
    /** Integer cents. */
    amount: z.number().int().positive(),
    /** A saved card, a provider form's token (Accept.js's runs long) or PayPal's approved order. */
    paymentMethodId: z.string().max(8192).optional(),
    customerId: z.string().max(255).optional(),
    /**
     * Paid through one of the spec's named providers rather than the card gateway (Stripe or the
     * SANDBOX): the replay must ask the same provider.
     */
    provider: z.enum(['paypal', 'authorize-net']).optional(),
    note: z.string().max(300),
    at: instant,
  }),
);

/** The provider refused it (a declined card): nothing is to be settled for this key. */
export const OnlinePaymentRefused = defineEvent(
  'OnlinePaymentRefused',
  1,
  z.object({ key: z.string().min(1).max(300), message: z.string().max(500), at: instant }),
);

/** A provider's webhook event, applied once: its id is its stream's only event. */
export const ProviderEventReceived = defineEvent(
  'ProviderEventReceived',
  1,
  z.object({
    provider: z.enum(['stripe']),
    eventId: id,
    type: z.string().max(120),
    /** The payment it is about (a PaymentIntent id), and our key from its metadata. */
    reference: z.string().max(255).nullable(),
    key: z.string().max(300).nullable(),
    at: instant,
  }),
);

export const onlinePaymentStream = (key: string): string => `online-payment-${key}`;
export const providerEventStream = (provider: string, eventId: string): string =>
  `provider-event-${provider}-${eventId}`;
