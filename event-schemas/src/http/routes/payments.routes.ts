import { z } from 'zod';
import type { BidDepositAnswer } from '../../read-models/bid-answer.model.js';
import type { InvoicePaymentAnswer } from '../../read-models/cart.model.js';
import type { DepositDetail, DepositList } from '../../read-models/deposit.model.js';
import type { InvoiceActionAnswer } from '../../read-models/invoice-actions.model.js';
import {
  commandId,
  field,
  lenientPaging,
  money,
  oneOfOr,
  optionalField,
  raw,
  reject,
  requiredCommandId,
  requiredMoney,
  requiredText,
  text,
} from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';
import { actingForUser } from './cart.routes.js';

/** A saved card's id or the provider form's payment-method token: never a card number. */
export const paymentMethodField = text({
  max: 255,
  description:
    "A saved card's id or a payment-method token from the provider's form (pm_..., card_...); never a card number. Needed when a card provider is configured",
});

/** How a buyer pays a bid deposit: from the wallet, or online through the payments port. */
export const depositPaymentMethods = ['wallet', 'online'] as const;
export type DepositPaymentMethod = (typeof depositPaymentMethods)[number];

/** `credit/addBidDeposit`: fields checked in the order the spec's deposit dialog sends them. */
export const payBidDepositRequest = z.strictObject({
  product_id: requiredText('Product id required', {
    max: 128,
    description: 'Required: the lot the deposit is for',
  }),
  amount: requiredMoney('Required', {
    invalid: 'Enter Valid Price',
    description: 'Required: dollars as decimal text or a number, at most 2 decimals',
  }),
  pay_type: field<DepositPaymentMethod, DepositPaymentMethod>(
    'string',
    (v) =>
      depositPaymentMethods.includes(v as DepositPaymentMethod)
        ? (v as DepositPaymentMethod)
        : reject('Required'),
    `Required: ${depositPaymentMethods.join(', ')}`,
  ),
  credit_notes: optionalField<string | null, string>(
    'string',
    (v) => (typeof v === 'string' ? v.slice(0, 300) : 'Bid Deposit'),
    'A note (default "Bid Deposit"), at most 300 characters',
  ),
  commandId,
  payment_method: paymentMethodField,
  credit_type: raw<string>('string', 'Sent by the dialog; not read'),
  type: raw<string>('string', 'Sent by the dialog; not read'),
  creditor_id: raw<string | number>('id', 'Sent by the dialog; not read'),
});

/** The buyer pays the lot's deposit from the deposit dialog (spec 7). */
export const payBidDeposit = route({
  path: 'credit/addBidDeposit',
  request: payBidDepositRequest,
  answer: answer<BidDepositAnswer>(),
});

/** `{ invoice_id | cart_id, commandId }`: a checkout's cart_id names the invoice it raised. */
export const payInvoiceRequest = z.strictObject({
  commandId: requiredCommandId(),
  invoice_id: text({ max: 128, description: 'The invoice to pay (or cart_id)' }),
  cart_id: text({
    max: 128,
    description: "The checkout page's cart_id: the invoice its checkout raised",
  }),
});

/** The wallet pays the invoice's balance due; nothing is taken when it is short. */
export const payInvoiceFromWallet = route({
  path: 'credit/payCartWallet',
  request: payInvoiceRequest,
  answer: answer<InvoicePaymentAnswer>(),
});

/** The invoice's balance due paid online: Stripe when configured, else the SANDBOX gateway. */
export const payInvoiceOnline = route({
  path: 'credit/payCartOnline',
  request: z.strictObject({ ...payInvoiceRequest.shape, payment_method: paymentMethodField }),
  answer: answer<InvoicePaymentAnswer>(),
});

/**
 * `seller/credit/payCartWallet` (admin): the user's wallet pays their invoice's balance due, as
 * `credit/payCartWallet` does for the user themself.
 */
export const payInvoiceFromWalletForUser = route({
  path: 'seller/credit/payCartWallet',
  request: z.strictObject({ ...actingForUser, ...payInvoiceRequest.shape }),
  answer: answer<InvoicePaymentAnswer>(),
});

const invoiceToPay = requiredText('Invoice id required', {
  max: 200,
  description: 'Required: the invoice id',
});

/** The buyer will pay the invoice by bank transfer: it waits, 'awaiting offline payment'. */
export const chooseOfflinePayment = route({
  path: 'offline/payCartOffline',
  request: z.strictObject({ invoice_id: invoiceToPay, commandId }),
  answer: answer<InvoiceActionAnswer>(),
});

/** (admin) The bank transfer for an invoice arrived; a retry with the same `commandId` pays once. */
export const markTransferReceived = route({
  path: 'seller/offline/payCartOffline',
  request: z.strictObject({
    invoice_id: invoiceToPay,
    amount: money({
      invalid: 'Enter Valid Price',
      description: 'Dollars received (the balance due when left out)',
    }),
    notes: text({ max: 300, description: 'Notes, at most 300 characters' }),
    reference: text({ max: 200, description: "The bank's reference, at most 200 characters" }),
    commandId,
  }),
  answer: answer<InvoiceActionAnswer>(),
});

/** One of the caller's deposits; an admin names the buyer with `user_id`. */
export const getDeposit = route({
  path: 'deposit/deposit',
  request: z.strictObject({
    id: requiredText('Deposit id required', { max: 200, description: 'Required: the deposit id' }),
    user_id: optionalField<string | null, string | undefined>(
      'string',
      (v) => (typeof v === 'string' ? v : undefined),
      "An admin's: the buyer whose deposit it is (ignored for anyone else)",
    ),
  }),
  answer: answer<DepositDetail>(),
});

/** /deposits/:action filters the list: all, held, applied, or given back (released or refunded). */
export const depositFilters = ['all', 'held', 'applied', 'released'] as const;
export type DepositFilter = (typeof depositFilters)[number];

/** The caller's deposits, newest first. */
export const listDeposits = route({
  path: 'deposit/alldeposits',
  request: z.strictObject({
    action: oneOfOr(depositFilters, 'all', {
      description: "The list to show (the screen's tab): all (default), held, applied or released",
    }),
    ...lenientPaging,
  }),
  answer: answer<DepositList>(),
});

/**
 * (admin) A paid invoice refunded to the card: what was paid online goes back through the payments
 * port's refund (one refund per payment, keyed, so a retry refunds once), the rest (the deposit
 * applied, wallet and bank-transfer payments) to the buyer's wallet; the invoice is refunded.
 */
export const refundInvoiceToCard = route({
  path: 'admin/payments/refundInvoiceToCard',
  request: z.strictObject({
    invoice_id: invoiceToPay,
    note: text({ max: 300, description: 'Why, at most 300 characters' }),
    commandId,
  }),
  answer: answer<InvoiceActionAnswer>(),
});
/** What a provider's webhook is answered: received (and whether it had been before). */
export interface ProviderWebhookAnswer {
  received: true;
  duplicate: boolean;
}

/**
 * Stripe's webhook: its event as Stripe sent it, checked against the Stripe-Signature header on
 * the raw bytes (STRIPE_WEBHOOK_SECRET); a body that is not Stripe's gets 400 and changes nothing.
 */
export const stripeWebhook = route({
  path: 'payment/stripe_payment',
  // Documents Stripe's event; what is read is only what its signature covers (the raw body).
  request: z
    .looseObject({
      id: z.string().describe("Stripe's event id (evt_...)"),
      object: z.string().optional().describe("'event'"),
      type: z.string().describe('e.g. payment_intent.succeeded'),
      data: z
        .looseObject({ object: z.looseObject({}).describe('The PaymentIntent') })
        .describe('What the event is about'),
      created: z.number().int().optional().describe('Unix seconds'),
      livemode: z.boolean().optional().describe('False in test mode'),
    })
    .describe("Stripe's event (verified by its Stripe-Signature header on the raw body)"),
  answer: answer<ProviderWebhookAnswer>(),
});

export const stripeWebhookThird = alias(stripeWebhook, 'paymentThird/stripe/stripe_payment');
