import { z } from 'zod';
import type {
  DeletedSourceAnswer,
  PaymentFormConfig,
  PaymentCustomerAnswer,
  PaymentSourceRecord,
  SourceList,
} from '../../read-models/payment-source.model.js';
import { field, integer, oneOfOr, reject, requiredText, text } from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/**
 * The card and bank service (spec 7): `/api/customer/...` and `/api/customer/source/...`, and the
 * same calls on the main API under `paymentThird/stripe/customer/...`. Always the caller's own
 * customer: no body names another's. Tokens and payment-method ids only, never card numbers.
 */
const customerFields = {
  email: text({ max: 254, description: "The customer's e-mail (default: the account's)" }),
  name: text({ max: 200, description: "The customer's name (default: the account's)" }),
};

export const createPaymentCustomer = route({
  path: 'customer/create',
  request: z.strictObject(customerFields),
  answer: answer<PaymentCustomerAnswer>(),
});

export const retrievePaymentCustomer = route({
  path: 'customer/retrieve',
  request: z.strictObject({}),
  answer: answer<PaymentCustomerAnswer>(),
});

export const updatePaymentCustomer = route({
  path: 'customer/update',
  request: z.strictObject({
    ...customerFields,
    default_source: text({
      max: 255,
      description: 'The card or bank account paid with by default',
    }),
  }),
  answer: answer<PaymentCustomerAnswer>(),
});

const sourceId = requiredText('Required!', { max: 255, description: 'The card or bank account' });
const month = integer({ min: 1, max: 12, description: 'Expiry month (1-12)' });
const year = integer({ min: 2000, max: 2200, description: 'Expiry year' });

/** A card or bank token from the provider's form (or the sandbox form's test token). */
export const createPaymentSource = route({
  path: 'customer/source/create',
  request: z.strictObject({
    source: field<string, string>(
      'string',
      (v) =>
        typeof v === 'string' && /^(tok|btok|pm|card|ba)_[A-Za-z0-9_]{1,240}$/.test(v)
          ? v
          : reject('Enter a valid card token'),
      'Required: a token or payment-method id (tok_, btok_, pm_): never a card number',
    ),
    // What the sandbox form shows back (offline service only); a real provider answers its own.
    brand: text({ max: 60, description: 'Sandbox only: the card brand shown' }),
    last4: text({ max: 4, description: 'Sandbox only: the last four digits shown' }),
    exp_month: month,
    exp_year: year,
    bank_name: text({ max: 120, description: 'Sandbox only: the bank shown' }),
  }),
  answer: answer<PaymentSourceRecord>(),
});

export const listPaymentSources = route({
  path: 'customer/source/list',
  request: z.strictObject({
    object: oneOfOr(['card', 'bank_account'], 'card', {
      description: 'card (default) or bank_account',
    }),
    limit: integer({ min: 1, max: 100, description: 'At most this many (default 10)' }),
    starting_after: text({ max: 255, description: 'The last id of the page before' }),
  }),
  answer: answer<SourceList>(),
});

export const retrievePaymentSource = route({
  path: 'customer/source/retrieve',
  request: z.strictObject({ source_id: sourceId }),
  answer: answer<PaymentSourceRecord>(),
});

export const updatePaymentSource = route({
  path: 'customer/source/update',
  request: z.strictObject({ source_id: sourceId, exp_month: month, exp_year: year }),
  answer: answer<PaymentSourceRecord>(),
});

export const deletePaymentSource = route({
  path: 'customer/source/delete',
  request: z.strictObject({ source_id: sourceId }),
  answer: answer<DeletedSourceAnswer>(),
});

const cents = z.number().int().min(1).max(99);
/** A bank account's two micro-deposits, in cents, as read on the statement. */
export const verifyPaymentSource = route({
  path: 'customer/source/verify',
  request: z.strictObject({
    source_id: sourceId,
    amounts: z.tuple([cents, cents]).describe('The two micro-deposits in cents, e.g. [32, 45]'),
  }),
  answer: answer<PaymentSourceRecord>(),
});

/** Which card form to show: Stripe's Elements (its publishable key) or the sandbox form. */
export const paymentFormConfig = route({
  path: 'paymentThird/stripe/config',
  request: z.strictObject({}),
  answer: answer<PaymentFormConfig>(),
});

// The custom card variant on the main API (spec 7): the same calls under paymentThird/stripe.
export const createPaymentCustomerThird = alias(
  createPaymentCustomer,
  'paymentThird/stripe/customer/create',
);
export const retrievePaymentCustomerThird = alias(
  retrievePaymentCustomer,
  'paymentThird/stripe/customer/retrieve',
);
export const updatePaymentCustomerThird = alias(
  updatePaymentCustomer,
  'paymentThird/stripe/customer/update',
);
export const createPaymentSourceThird = alias(
  createPaymentSource,
  'paymentThird/stripe/customer/source/create',
);
export const listPaymentSourcesThird = alias(
  listPaymentSources,
  'paymentThird/stripe/customer/source/list',
);
export const retrievePaymentSourceThird = alias(
  retrievePaymentSource,
  'paymentThird/stripe/customer/source/retrieve',
);
export const updatePaymentSourceThird = alias(
  updatePaymentSource,
  'paymentThird/stripe/customer/source/update',
);
export const deletePaymentSourceThird = alias(
  deletePaymentSource,
  'paymentThird/stripe/customer/source/delete',
);
export const verifyPaymentSourceThird = alias(
  verifyPaymentSource,
  'paymentThird/stripe/customer/source/verify',
);
