import { z } from 'zod';
import { defineEvent, type LegacyEventVersion } from '../define-event.js';
import { pricingBasis } from '../lots/lot-shared.schemas.js';
import { userAddress } from '../identity/user-profile.events.js';
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
  /**
   * A rough lot's Kimberley Process certificate number, copied when the invoice is raised (the
   * invoice carries it and the WDC warranty, issue 30); absent for polished and jewellery.
   */
  kpCertificate: z.string().min(1).max(100).optional(),
});

/**
 * Stream `invoice-<invoiceId>`: an invoice raised once, by a lot's close (the winner's; the id is
 * the lot's `common_invoice`, so a replayed sale raises nothing new) or by a checkout (the id
 * derives from the checkout's command id, so a retried checkout raises nothing new).
 * `depositApplied` is the buyer's deposit held for the lot, moved to this invoice's payment by
 * one ledger entry keyed by the invoice.
 */
/** The raise's fields every version has. */
const invoiceRaisedV1Fields = {
  invoiceId: id,
  number: z.number().int().positive(),
  buyerId: id,
  sellerId: id,
  items: z.array(invoiceItem).min(1),
  /** Cents; 0 while no buyer's premium is configured. */
  buyersPremium: cents.nonnegative(),
  depositApplied: cents.nonnegative(),
  at: instant,
};

export const InvoiceRaised = defineEvent(
  'InvoiceRaised',
  2,
  z.object({
    ...invoiceRaisedV1Fields,
    /** Cents of tax on items and premium; 0 while no tax rate is configured. */
    tax: cents.nonnegative(),
    /** What raised it: a lot's close (an auction win) or a buy-now checkout. */
    source: z.enum(['close', 'checkout']),
    /**
     * Cents of the items the house keeps as its commission (the seller's rate when it was raised);
     * absent on invoices raised before commissions, which carried none.
     */
    commission: cents.nonnegative().optional(),
    /** Who checked out for the buyer (a seller or an admin, SFB); absent when the buyer did. */
    raisedBy: id.optional(),
    /**
     * Issue 30: the company billed when the buyer won as its representative, as it stood at the
     * raise; each of its representatives sees the invoice. Absent: the buyer on their own.
     */
    billTo: z
      .object({
        companyId: id,
        name: z.string().min(1).max(200),
        registrationNumber: z.string().min(1).max(100),
        country: z.string().min(1).max(100),
      })
      .optional(),
  }),
);

/** Frozen: invoices raised before taxes and checkouts were all a close's, untaxed. */
export const InvoiceRaisedV1: LegacyEventVersion = {
  type: 'InvoiceRaised',
  version: 1,
  schema: z.object(invoiceRaisedV1Fields),
  upcast: (data) => ({ ...(data as object), tax: 0, source: 'close' }),
};

/** Every event after the raise names the invoice's parties, so their lists fold without a lookup. */
const invoiceParties = { buyerId: id, sellerId: id };

export const invoicePaymentMethods = ['wallet', 'online', 'offline'] as const;
export type InvoicePaymentMethod = (typeof invoicePaymentMethods)[number];

/**
 * Money received towards an invoice: from the wallet (one ledger entry with the same key), online
 * through the payments port, or offline (a bank transfer an admin marks received). `key` is the
 * paying command's idempotency key: the invoice never records two payments with one key, so a
 * retried payment or a replayed gateway callback is paid once.
 */
export const InvoicePaymentRecorded = defineEvent(
  'InvoicePaymentRecorded',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    key: z.string().min(1).max(300),
    method: z.enum(invoicePaymentMethods),
    amount: cents.positive(),
    /** The gateway's reference (online), the bank's (offline), the ledger key (wallet). */
    reference: z.string().max(200),
    /** True when no money moved: the sandbox gateway. */
    sandbox: z.boolean(),
    recordedBy: id,
    at: instant,
  }),
);

/** The buyer will pay by bank transfer: the invoice waits, 'awaiting offline payment'. */
export const InvoiceOfflinePaymentChosen = defineEvent(
  'InvoiceOfflinePaymentChosen',
  1,
  z.object({ invoiceId: id, ...invoiceParties, chosenBy: id, at: instant }),
);

/** The seller or an admin closed the invoice without it being paid, or gave the money back. */
export const InvoiceStatusChanged = defineEvent(
  'InvoiceStatusChanged',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    status: z.enum(['cancelled', 'refunded']),
    note: z.string().max(300),
    changedBy: id,
    at: instant,
  }),
);

/**
 * Part of a paid invoice given back (a return accepted): recorded on the invoice's own stream,
 * once per return and before any money moves, so a whole refund afterwards gives back only the
 * rest (I5, I6). `fee` is the house's fee it reverses, `cardFee` the part of it on the card.
 */
export const InvoicePartlyRefunded = defineEvent(
  'InvoicePartlyRefunded',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    returnId: id,
    amount: cents.positive(),
    fee: cents.nonnegative(),
    cardFee: cents.nonnegative(),
    toCard: z.array(z.object({ paymentKey: z.string().min(1).max(300), amount: cents.positive() })),
    toWallet: cents.nonnegative(),
    at: instant,
  }),
);

/** The seller or an admin noted something on the invoice (a correction, a call with the buyer). */
export const InvoiceNoteAdded = defineEvent(
  'InvoiceNoteAdded',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    note: z.string().min(1).max(300),
    addedBy: id,
    at: instant,
  }),
);

/**
 * Where the invoice's goods ship: an address the address port judged valid (`validatedBy` names
 * the adapter: 'offline' data package checks or 'avalara'). Set again, the last one counts.
 */
export const InvoiceShippingAddressSet = defineEvent(
  'InvoiceShippingAddressSet',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    address: userAddress,
    validatedBy: z.string().min(1).max(40),
    setBy: id,
    at: instant,
  }),
);

/**
 * The buyer chose a shipping quote: the invoice carries it as its shipping line (the total grows
 * by `amount`). A later choice replaces it; none once a payment is recorded.
 */
export const InvoiceShippingChosen = defineEvent(
  'InvoiceShippingChosen',
  1,
  z.object({
    invoiceId: id,
    ...invoiceParties,
    quoteId: id,
    carrier: z.string().min(1).max(80),
    service: z.string().min(1).max(80),
    amount: cents.nonnegative(),
    days: z.number().int().positive(),
    country: z.string().regex(/^[A-Z]{2}$/),
    chosenBy: id,
    at: instant,
  }),
);

export const invoiceEvents = [
  InvoiceNumberAssigned,
  InvoiceRaised,
  InvoicePaymentRecorded,
  InvoiceOfflinePaymentChosen,
  InvoiceStatusChanged,
  InvoicePartlyRefunded,
  InvoiceNoteAdded,
  InvoiceShippingAddressSet,
  InvoiceShippingChosen,
] as const;

export const INVOICE_NUMBERS_STREAM = 'invoice-numbers';
export const invoiceStream = (invoiceId: string): string => `invoice-${invoiceId}`;
