import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/**
 * The offline payment-customer adapter's record (no card provider configured): what a saved card
 * or bank account shows, and the provider's token for it. Never a card or account number.
 */
export const savedPaymentSource = z.object({
  id,
  object: z.enum(['card', 'bank_account']),
  /** The test token the sandbox form sent (tok_..., pm_..., btok_...). */
  token: z.string().min(1).max(255),
  brand: z.string().max(60).nullable(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().min(2000).max(2200).nullable(),
  bank_name: z.string().max(120).nullable(),
  /** A bank account is 'new' until its micro-deposits are confirmed, then 'verified'. */
  status: z.enum(['new', 'verified']).nullable(),
});

export const PaymentCustomerCreated = defineEvent(
  'PaymentCustomerCreated',
  1,
  z.object({
    userId: id,
    customerId: id,
    email: z.string().max(254),
    name: z.string().max(200),
    at: instant,
  }),
);

export const PaymentCustomerUpdated = defineEvent(
  'PaymentCustomerUpdated',
  1,
  z.object({
    userId: id,
    email: z.string().max(254).optional(),
    name: z.string().max(200).optional(),
    defaultSource: id.nullable().optional(),
    at: instant,
  }),
);

export const PaymentSourceSaved = defineEvent(
  'PaymentSourceSaved',
  1,
  z.object({ userId: id, source: savedPaymentSource, at: instant }),
);

export const PaymentSourceChanged = defineEvent(
  'PaymentSourceChanged',
  1,
  z.object({
    userId: id,
    sourceId: id,
    exp_month: z.number().int().min(1).max(12).optional(),
    exp_year: z.number().int().min(2000).max(2200).optional(),
    status: z.enum(['new', 'verified']).optional(),
    at: instant,
  }),
);

export const PaymentSourceRemoved = defineEvent(
  'PaymentSourceRemoved',
  1,
  z.object({ userId: id, sourceId: id, at: instant }),
);

export const paymentCustomerStream = (userId: string): string => `payment-customer-${userId}`;
