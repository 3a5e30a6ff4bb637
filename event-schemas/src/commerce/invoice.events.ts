import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { pricingBasis } from '../lots/lot-shared.schemas.js';
import { cents, id, instant, points } from '../primitives.js';

/**
 * Stream `invoice-numbers`: one event per number ever given, in order. The n-th event gives
 * number n, and it is appended with the stream's expected revision, so two invoices racing for a
 * number conflict and one retries: no number is given twice, none is skipped. The event names its
 * invoice, so a retry after a crash between numbering and raising finds its number again instead
 * of taking the next one: every number given belongs to exactly one invoice that gets raised.
 */
export const InvoiceNumberAssigned = defineEvent(
  'InvoiceNumberAssigned',
  1,
  z.object({ invoiceId: id, number: z.number().int().positive(), at: instant }),
);

/** One line of an invoice; money in cents, the lot's weight in points (1/100 carat). */
export const invoiceItem = z.object({
  lotId: id,
  title: z.string().min(1),
  qty: z.number().int().positive(),
  pricing: pricingBasis,
  /** Price per carat (per-carat lots) or per unit. */
  unitPrice: cents.nonnegative(),
  weight: points,
  /** What the line costs: weight x price (bidding-rules rounding) or price x qty. */
  total: cents.nonnegative(),
});

/**
 * Stream `invoice-<invoiceId>`: the winner's invoice raised at the close of a lot. The id is the
 * lot's `common_invoice` (derived from the lot), so a replayed sale raises nothing new.
 * `depositApplied` is the buyer's deposit held for the lot, moved to this invoice's payment by
 * one ledger entry keyed by the invoice.
 */
export const InvoiceRaised = defineEvent(
  'InvoiceRaised',
  1,
  z.object({
    invoiceId: id,
    number: z.number().int().positive(),
    buyerId: id,
    sellerId: id,
    items: z.array(invoiceItem).min(1),
    /** Cents; 0 while no buyer's premium is configured. */
    buyersPremium: cents.nonnegative(),
    depositApplied: cents.nonnegative(),
    at: instant,
  }),
);

export const invoiceEvents = [InvoiceNumberAssigned, InvoiceRaised] as const;

export const INVOICE_NUMBERS_STREAM = 'invoice-numbers';
export const invoiceStream = (invoiceId: string): string => `invoice-${invoiceId}`;
