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
    paymentMethodId: z.string().max(255).optional(),
    customerId: z.string().max(255).optional(),
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
