import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/**
 * Stream `returns-<invoiceId>`: every return request made on one paid invoice, so the rules
 * "one open request per line" and "a line returned is never asked again" read one stream with
 * one writer. Money is decided at the accept (the credit note's lines and totals) and moved by
 * the refund saga, which records `ReturnRefunded` once the ledger (and the card) has it.
 */
const returnParties = { invoiceId: id, requestId: id, buyerId: id, sellerId: id };

/** One invoice line asked back; cents as the invoice charged them. */
export const returnLine = z.object({
  lotId: id,
  title: z.string().min(1),
  /** The line's total on the original invoice. */
  total: cents.nonnegative(),
});

/** The buyer asked to return some (or all) lines of a paid invoice, with a reason. */
export const ReturnRequested = defineEvent(
  'ReturnRequested',
  1,
  z.object({
    ...returnParties,
    invoiceNumber: z.number().int().positive(),
    lines: z.array(returnLine).min(1),
    reason: z.string().min(1).max(500),
    at: instant,
    /** Issue 30: the company the invoice is billed to, whose representatives see the request. */
    billTo: z.object({ companyId: id }).optional(),
  }),
);

/** The cents of one card payment given back (the gateway's reference and the payment's key). */
export const returnCardPart = z.object({
  paymentKey: z.string().min(1).max(300),
  reference: z.string().max(200),
  amount: cents.positive(),
});

/**
 * An admin (or the lot's seller) accepted the request: the credit note's figures, all positive
 * cents (the return invoice shows them negative), and where the money goes back.
 */
export const ReturnAccepted = defineEvent(
  'ReturnAccepted',
  1,
  z.object({
    ...returnParties,
    note: z.string().max(300),
    items: cents.nonnegative(),
    buyersPremium: cents.nonnegative(),
    tax: cents.nonnegative(),
    /** items + buyersPremium + tax: what the buyer gets back. */
    total: cents.positive(),
    /** The part of `total` the house had kept (premium and commission): reversed from its fees. */
    houseFee: cents.nonnegative(),
    toWallet: cents.nonnegative(),
    toCard: z.array(returnCardPart),
    decidedBy: id,
    at: instant,
  }),
);

/** An admin (or the lot's seller) refused the request; its lines may be asked again. */
export const ReturnRefused = defineEvent(
  'ReturnRefused',
  1,
  z.object({ ...returnParties, note: z.string().max(300), decidedBy: id, at: instant }),
);

/**
 * Stream `return-invoice-numbers`: the return invoices' own gap-free series (as invoices'), the
 * n-th event giving number n; keyed by the request so a retry reuses its number.
 */
export const ReturnInvoiceNumberAssigned = defineEvent(
  'ReturnInvoiceNumberAssigned',
  1,
  z.object({ requestId: id, number: z.number().int().positive(), at: instant }),
);

/** The refund is in the ledger (and back on the card): the return invoice is raised with its number. */
export const ReturnRefunded = defineEvent(
  'ReturnRefunded',
  1,
  z.object({
    ...returnParties,
    returnInvoiceNumber: z.number().int().positive(),
    toWallet: cents.nonnegative(),
    toCard: cents.nonnegative(),
    at: instant,
  }),
);

export const returnEvents = [
  ReturnRequested,
  ReturnAccepted,
  ReturnRefused,
  ReturnInvoiceNumberAssigned,
  ReturnRefunded,
] as const;

export const RETURN_INVOICE_NUMBERS_STREAM = 'return-invoice-numbers';
export const returnsStream = (invoiceId: string): string => `returns-${invoiceId}`;
